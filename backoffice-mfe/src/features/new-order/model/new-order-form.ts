import type { FieldValues, Resolver } from 'react-hook-form';
import {
  PAYMENT_PROVIDERS,
  STAFF_ORDER_SOURCES,
  type PaymentProvider,
  type StaffOrderBody,
  type StaffOrderSource,
} from '@poshak/shared-api';
import {
  feePayment,
  formParams,
  normalisePhone,
  pickedId,
  staffOrderBody,
  z,
} from '@poshak/shared-api/schemas';
import { formResolver } from '@poshak/shared-ui/form';
import type { OrderLine } from './order-lines';

const order = staffOrderBody.shape;
const fee = feePayment.shape;

/** A choice that must be made: null until picked is `required`. */
const picked = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .enum(choices)
    .nullable()
    .transform((choice, ctx): T[number] => {
      if (choice !== null) return choice;
      ctx.addIssue({ code: 'custom', input: choice, params: formParams('required') });
      return z.NEVER;
    });

/** An optional text box: empty is no value, anything else is checked by the shared field. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .pipe(schema as unknown as z.ZodType<z.output<T>, string | undefined>);

/** A mobile number as people type it (Bengali digits, spaces, +88), checked as the order checks it. */
const typedMobile = (schema: typeof order.customer_phone) =>
  z.string().trim().min(1).transform(normalisePhone).pipe(schema);

/**
 * The New order form without the advance fee: the customer (found by the phone, which comes first),
 * the area, where the order came from and a note. Its fields' limits and messages are the order
 * call's own (staffOrderBody).
 */
const customerForm = z.object({
  customer_phone: typedMobile(order.customer_phone),
  customer_name: order.customer_name,
  customer_address: order.customer_address,
  shipping_id: pickedId(order.shipping_id),
  source: picked(STAFF_ORDER_SOURCES),
  note: optionalText(order.note),
});

/** How an order is paid while the shop asks the delivery fee in advance. */
export const FEE_CHOICES = ['paid', 'cod'] as const;
export type FeeChoice = (typeof FEE_CHOICES)[number];

/** The fee the customer already sent: provider, TrxID and the number it came from. */
const paidForm = customerForm.extend({
  fee: picked(FEE_CHOICES),
  provider: picked(PAYMENT_PROVIDERS),
  trx_id: z.string().trim().min(1).pipe(fee.trx_id),
  paid_from: typedMobile(fee.paid_from),
});
/** Cash on delivery all the same: why, kept as a note on the order. */
const codForm = customerForm.extend({
  fee: picked(FEE_CHOICES),
  cash_on_delivery_reason: z.string().trim().min(1).pipe(order.cash_on_delivery_reason.unwrap()),
});
/** Asked, not answered yet: the choice itself is required. */
const unansweredForm = customerForm.extend({ fee: picked(FEE_CHOICES) });

/** What the form's boxes hold. */
export interface NewOrderInput extends FieldValues {
  customer_phone: string;
  customer_name: string;
  customer_address: string;
  shipping_id: number | null;
  source: StaffOrderSource | null;
  note: string;
  fee: FeeChoice | null;
  provider: PaymentProvider | null;
  trx_id: string;
  paid_from: string;
  cash_on_delivery_reason: string;
}

/** What a checked form gives; the fee's fields only as the shop and the choice ask. */
export type NewOrderValues = z.output<typeof customerForm> &
  Partial<Pick<z.output<typeof paidForm>, 'fee' | 'provider' | 'trx_id' | 'paid_from'>> &
  Partial<Pick<z.output<typeof codForm>, 'cash_on_delivery_reason'>>;

export const emptyNewOrder = (): NewOrderInput => ({
  customer_phone: '',
  customer_name: '',
  customer_address: '',
  shipping_id: null,
  source: 'phone',
  note: '',
  fee: null,
  provider: null,
  trx_id: '',
  paid_from: '',
  cash_on_delivery_reason: '',
});

/** Every field's schema, for the inputs' limits (`ShopForm`'s `schema`). */
export const newOrderFields = { shape: { ...paidForm.shape, ...codForm.shape } };

const resolvers = {
  none: formResolver(customerForm),
  paid: formResolver(paidForm),
  cod: formResolver(codForm),
  unanswered: formResolver(unansweredForm),
};

/**
 * The form's check as the shop and the form stand: without the fee when the shop does not ask for
 * it in advance; otherwise the payment the customer sent, or why it is cash on delivery, or the
 * choice between them first.
 */
export function newOrderResolver(
  feeAsked: () => boolean,
): Resolver<NewOrderInput, unknown, NewOrderValues> {
  return (values, context, options) => {
    const which = !feeAsked()
      ? 'none'
      : values.fee === 'paid'
        ? 'paid'
        : values.fee === 'cod'
          ? 'cod'
          : 'unanswered';
    // Each schema gives the values its own fields: the others are left out of what it returns.
    return (resolvers[which] as unknown as Resolver<NewOrderInput, unknown, NewOrderValues>)(
      values,
      context,
      options,
    );
  };
}

/** The order call for the checked form, its lines, the coupon the price check took and the total agreed. */
export function staffOrderBodyOf(
  values: NewOrderValues,
  lines: readonly OrderLine[],
  extra: { couponCode: string | null; expectedTotal: number | undefined },
): StaffOrderBody {
  const {
    fee: _choice,
    provider,
    trx_id,
    paid_from,
    cash_on_delivery_reason,
    note,
    ...customer
  } = values;
  return {
    ...customer,
    lines: lines.map((l) => ({ id_transaction: l.id_transaction, quantity: l.quantity })),
    ...(note ? { note } : {}),
    ...(provider && trx_id && paid_from ? { payment: { provider, trx_id, paid_from } } : {}),
    ...(cash_on_delivery_reason ? { cash_on_delivery_reason } : {}),
    ...(extra.couponCode ? { coupon_code: extra.couponCode } : {}),
    ...(extra.expectedTotal !== undefined ? { expected_total: extra.expectedTotal } : {}),
  };
}

/** The typed phone when it already is a number the shop takes (normalised), else undefined. */
export function typedPhone(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const parsed = order.customer_phone.safeParse(normalisePhone(typed));
  return parsed.success ? parsed.data : undefined;
}
