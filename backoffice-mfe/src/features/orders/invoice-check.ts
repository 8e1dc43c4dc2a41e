import { useEffect, useState } from 'react';

/** Whether typed text is an invoice number's digits (the shared schema's `invoicePrefix`). */
export type InvoiceCheck = (text: string) => boolean;

let loading: Promise<InvoiceCheck> | undefined;

/**
 * The orders search's check, with zod (≈ 90 KB gzipped) fetched on its first use rather than with
 * the orders list, whose first rows need no schema. A failed fetch is forgotten, so the next search
 * asks again.
 */
export function loadInvoiceCheck(): Promise<InvoiceCheck> {
  return (loading ??= import('@poshak/shared-api/schemas').then(
    ({ invoicePrefix }) =>
      (text: string) =>
        invoicePrefix.safeParse(text).success,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The check once it is here (null until then), asked for when `typed` first holds some text. */
export function useInvoiceCheck(typed: string): InvoiceCheck | null {
  const [check, setCheck] = useState<InvoiceCheck | null>(null);
  useEffect(() => {
    if (check || !typed) return;
    let current = true;
    loadInvoiceCheck().then(
      (loaded) => {
        if (current) setCheck(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [check, typed]);
  return check;
}
