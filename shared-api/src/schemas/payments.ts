import { z } from './zod';
import { invoiceNo, plainText } from './common';
import { phone, placeOrderBody } from './orders';

import { FEE_STATUSES, PAYMENT_PROVIDERS } from '../constants';

export { FEE_STATUSES, PAYMENT_PROVIDERS };
export type { FeeStatus, PaymentProvider } from '../constants';

/**
 * A bKash or Nagad transaction ID as the provider's message shows it: letters and digits, no
 * spaces (bKash's are 10 characters, Nagad's 8 or more). Kept in capitals: staff compare it with
 * the provider's record, where case does not matter.
 */
export const trxId = plainText()
  .regex(/^[A-Za-z0-9]{8,20}$/, 'must be 8 to 20 letters and digits, without spaces')
  .transform((id) => id.toUpperCase());

/** The delivery fee as the shopper says they paid it in advance. */
export const feePayment = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  trx_id: trxId,
  /** The mobile number the fee was sent from. */
  paid_from: phone,
});
export type FeePayment = z.input<typeof feePayment>;

/**
 * POST /api/orders as checkout sends it: the order, the advance fee (required when the shop asks
 * for it) and a coupon code.
 */
export const checkoutOrderBody = placeOrderBody.extend({
  payment: feePayment.optional(),
  coupon_code: plainText()
    .max(32)
    .optional()
    .transform((code) => code?.trim() || undefined),
});
export type CheckoutOrderBody = z.input<typeof checkoutOrderBody>;

/** PUT /api/backoffice/orders/:invoice_no/payment — staff checked the provider's record. */
export const paymentCheckParams = z.object({ invoice_no: invoiceNo });
export const paymentCheckBody = z.object({ status: z.enum(['verified', 'rejected']) });

/** An order's advance fee as staff see it. */
export const orderPayment = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  trx_id: z.string(),
  paid_from: z.string(),
  amount: z.number().int(),
  status: z.enum(FEE_STATUSES),
  checked_by: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** What checkout needs to ask for the fee: whether it is asked, and where it is sent. */
export const advanceFeeConfig = z.object({
  on: z.boolean(),
  bkash: z.string().nullable(),
  nagad: z.string().nullable(),
});
export type AdvanceFeeConfig = z.infer<typeof advanceFeeConfig>;
