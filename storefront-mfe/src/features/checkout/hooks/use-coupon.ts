import { useMemo, useState } from 'react';
import type { CartLine } from '../../cart';
import { useOrderQuote } from '../api/use-order-quote';
import { quoteBody } from '../lib/order-rules';

/**
 * The coupon typed, checked by the server's price check of this very cart, and the order's own
 * refusal of it (fine when checked, used up when ordered).
 */
export function useCoupon(
  lines: readonly CartLine[],
  shippingId: number | null,
  phone: string | undefined,
) {
  const [code, setCode] = useState<string | null>(null);
  const [orderRefusal, setOrderRefusal] = useState<unknown>(null);
  const request = useMemo(
    () => (code ? quoteBody(lines, shippingId, phone, code) : null),
    [code, lines, shippingId, phone],
  );
  const quote = useOrderQuote(request);

  return {
    code,
    quote,
    // The discount counts only while the server's check of this very cart stands.
    applied: quote.isSuccess && !orderRefusal ? quote.data : undefined,
    refusal: orderRefusal ?? (quote.isError ? quote.error : null),
    apply: (typed: string) => {
      setOrderRefusal(null);
      // The same code again (after a refusal, say): asked again, not taken from the cache.
      if (typed === code) void quote.refetch();
      else setCode(typed);
    },
    remove: () => {
      setOrderRefusal(null);
      setCode(null);
    },
    refusedByOrder: (error: unknown) => setOrderRefusal(error),
    /** The order was placed: the next one starts without a code. */
    placed: () => setCode(null),
  };
}

export type Coupon = ReturnType<typeof useCoupon>;
