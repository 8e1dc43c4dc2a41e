import { z } from './zod';
import { id, plainText } from './common';
import { SCHEMA_MESSAGES } from './error-map';
import { phone } from './phone';

export const customer = z.object({
  id_customer: z.number().int(),
  customer_name: z.string(),
  customer_address: z.string(),
  customer_phone: z.string(),
  shipping_id: z.number().int().nullable(),
});
export type Customer = z.infer<typeof customer>;

const mobileInvalid = SCHEMA_MESSAGES.mobileInvalid;

const optionalText = (max: number, multiLine = false) =>
  plainText({ multiLine }).max(max).optional().default('');

/**
 * Back-office customer fields (query of POST /customers/post and PUT /customers/updateByID).
 * The spec refuses a customer only when name, phone and address are all empty.
 */
export const customerFields = z.object({
  customer_name: optionalText(120),
  customer_address: optionalText(500, true),
  // The storefront's Bangladeshi-number rule, one schema for both; empty stays allowed (spec §5).
  // A pipe, so text already refused (a control character) is not also told it is no number.
  customer_phone: plainText()
    .max(20)
    .pipe(z.string().refine((v) => v === '' || phone.safeParse(v).success, mobileInvalid))
    .optional()
    .default(''),
  shipping_id: id.optional(),
});
const atLeastOneField = (c: {
  customer_name: string;
  customer_address: string;
  customer_phone: string;
}) => c.customer_name !== '' || c.customer_address !== '' || c.customer_phone !== '';
const atLeastOneMessage = {
  message: 'customer_name, customer_phone or customer_address is required',
  path: ['customer_name'],
};
export const customerCreate = customerFields.refine(atLeastOneField, atLeastOneMessage);
export type CustomerCreate = z.input<typeof customerCreate>;
export const customerUpdate = customerFields
  .extend({ id_customer: id })
  .refine(atLeastOneField, atLeastOneMessage);
export type CustomerUpdate = z.input<typeof customerUpdate>;
export const customerDeleteQuery = z.object({ id_customer: id });
