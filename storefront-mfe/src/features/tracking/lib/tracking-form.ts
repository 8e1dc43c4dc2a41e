import { latinDigits, normalisePhone, orderTrackingQuery, z } from '@poshak/shared-api/schemas';

const fields = orderTrackingQuery.shape;

/**
 * The tracking form: the invoice number and the mobile number the order was placed with, as the
 * tracking call checks them, read as shoppers type them (Bengali digits, spaces, dashes).
 */
export const trackingForm = z.object({
  invoice_no: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .transform((typed) => Number(latinDigits(typed)))
    .pipe(fields.invoice_no.out),
  phone: z.string().trim().min(1).max(20).transform(normalisePhone).pipe(fields.phone),
});
export type TrackingFormInput = z.input<typeof trackingForm>;
export type TrackingFormValues = z.output<typeof trackingForm>;

/** An invoice number from the page's address (`?invoice=42`), when it is one. */
export function invoiceFromQuery(value: string | null): string {
  return value && /^\d{1,10}$/.test(value) ? value : '';
}

/** The usual way of an order; a step not reached yet is shown ahead of it. */
const USUAL_WAY = ['Pending', 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered'] as const;

/** The steps still ahead of an order in this status (none once it is delivered, done or cancelled). */
export function stepsAhead(status: string): readonly string[] {
  const at = (USUAL_WAY as readonly string[]).indexOf(status);
  return at < 0 ? [] : USUAL_WAY.slice(at + 1);
}
