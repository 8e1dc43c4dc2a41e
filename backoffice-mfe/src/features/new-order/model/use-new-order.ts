import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  queryKeys,
  type CustomerLookup,
  type OrderQuoteBody,
  type PlacedOrder,
  type ShopConfig,
  type StaffOrderSource,
} from '@poshak/shared-api';
import { mobileDigits } from '@poshak/shared-api/schemas';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { useCustomerLookup, usePlaceStaffOrder, useStaffQuote } from '../api/use-new-order';
import {
  emptyNewOrder,
  newOrderResolver,
  staffOrderBodyOf,
  typedPhone,
  type NewOrderInput,
  type NewOrderValues,
} from './new-order-form';
import { addLine, removeLine, setQuantity, type OrderLine } from './order-lines';

export type NewOrderControl = Control<NewOrderInput, unknown, NewOrderValues>;

export interface PlacedStaffOrder {
  order: PlacedOrder;
  source: StaffOrderSource;
}

/** The order's lines, and whether the order was tried without one. */
function useOrderLines() {
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [missing, setMissing] = useState(false);
  return {
    lines,
    missing,
    markMissing: () => setMissing(true),
    add: (line: OrderLine) => {
      setLines((now) => addLine(now, line));
      setMissing(false);
    },
    setQuantity: (id: number, quantity: number) =>
      setLines((now) => setQuantity(now, id, quantity)),
    remove: (id: number) => setLines((now) => removeLine(now, id)),
  };
}

/** The code typed in the coupon box, and the one applied to the price (none until applied). */
function useCouponChoice() {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  return {
    text,
    setText,
    applied,
    apply: () => setApplied(text.trim() || null),
    remove: () => {
      setApplied(null);
      setText('');
    },
  };
}

/** The number's last name, address and area fill the boxes still empty, once per number. */
function useFillFromLastOrder(
  known: CustomerLookup | undefined,
  {
    getValues,
    setValue,
  }: Pick<UseFormReturn<NewOrderInput, unknown, NewOrderValues>, 'getValues' | 'setValue'>,
) {
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!known?.latest || filledFor.current === known.phone) return;
    filledFor.current = known.phone;
    const { customer_name, customer_address, shipping_id } = known.latest;
    if (!getValues('customer_name').trim() && customer_name) {
      setValue('customer_name', customer_name);
    }
    if (!getValues('customer_address').trim() && customer_address) {
      setValue('customer_address', customer_address);
    }
    if (getValues('shipping_id') === null && shipping_id !== null) {
      setValue('shipping_id', shipping_id);
    }
  }, [known, getValues, setValue]);
}

/**
 * A staff order from the first key to the placed order: the form, the caller's number looked up,
 * the lines, the coupon, the server's price of it all and the placing, refused rather than charged
 * another total than the one shown.
 */
export function useNewOrder(onPlaced: (placed: PlacedStaffOrder) => void) {
  const queryClient = useQueryClient();
  const form = useForm<NewOrderInput, unknown, NewOrderValues>({
    // Checked with the fee's fields when the shop's configuration (as the cache holds it) asks.
    resolver: newOrderResolver(
      () => queryClient.getQueryData<ShopConfig>(queryKeys.config)?.advanceFee.on ?? false,
    ),
    defaultValues: emptyNewOrder(),
  });
  // Only what the whole form depends on: a keystroke in another box redraws that box alone.
  const [typedNumber, chosenArea] = useWatch({
    control: form.control,
    name: ['customer_phone', 'shipping_id'],
  });
  const phone = typedPhone(typedNumber);
  const lookup = useCustomerLookup(phone);
  useFillFromLastOrder(lookup.data, form);
  const latest =
    (phone && lookup.data?.phone === mobileDigits(phone) ? lookup.data.latest : null) ?? null;

  const lines = useOrderLines();
  const coupon = useCouponChoice();
  const shippingId = chosenArea ?? null;
  const quoteBody = useMemo<OrderQuoteBody | null>(
    () =>
      lines.lines.length === 0
        ? null
        : {
            lines: lines.lines.map((l) => ({
              id_transaction: l.id_transaction,
              quantity: l.quantity,
            })),
            ...(shippingId !== null ? { shipping_id: shippingId } : {}),
            ...(phone ? { customer_phone: phone } : {}),
            ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
          },
    [lines.lines, shippingId, phone, coupon.applied],
  );
  const quote = useStaffQuote(quoteBody);
  const current = quote.data && !quote.isPlaceholderData && !quote.isError ? quote.data : null;
  // The total the Place button names, once an area is chosen.
  const total = current && shippingId !== null ? current.total : undefined;

  const place = usePlaceStaffOrder();
  const [submit, busy] = useSingleFlight(async () => {
    if (lines.lines.length === 0) lines.markMissing();
    await form.handleSubmit(async (checked) => {
      if (lines.lines.length === 0) return;
      const body = staffOrderBodyOf(checked, lines.lines, {
        // The code staff applied: the order takes it or is refused naming it, never drops it.
        couponCode: coupon.applied,
        // The total shown: the order is refused rather than charged another one.
        expectedTotal: total,
      });
      try {
        const order = await place.mutateAsync(body);
        onPlaced({ order, source: checked.source });
      } catch (error) {
        if (ApiError.from(error).status === 409) void quote.refetch();
      }
    })();
  });

  return {
    control: form.control,
    phone,
    lookup,
    latest,
    lines,
    coupon,
    quote,
    total,
    areaChosen: shippingId !== null,
    place,
    submit,
    busy,
  };
}
