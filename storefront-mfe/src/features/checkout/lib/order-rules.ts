import {
  DEFAULT_WEIGHT_GRAMS,
  deliveryFee,
  INSIDE_DHAKA_SHIPPING_ID,
  parcelGrams,
  PAYMENT_PROVIDERS,
  type Campaign,
  type CheckoutOrderBody,
  type OrderQuoteBody,
  type PaymentProvider,
  type PlaceOrderBody,
  type Shipping,
} from '@poshak/shared-api';
// The order form validates with the shared schema: zod loads with the cart, not the home page.
import {
  feePayment,
  formParams,
  normalisePhone,
  orderCampaign,
  pickedId,
  placeOrderBody,
  z,
} from '@poshak/shared-api/schemas';
import type { CartLine } from '../../cart';

/** Several lines of one stock entry (detail-page adds append) become one order line. */
export function orderLines(lines: readonly CartLine[]): PlaceOrderBody['lines'] {
  const units = new Map<number, number>();
  for (const line of lines)
    units.set(line.id_transaction, (units.get(line.id_transaction) ?? 0) + line.quantity);
  return [...units].map(([id_transaction, quantity]) => ({ id_transaction, quantity }));
}

const fields = placeOrderBody.shape;

/**
 * The order form (spec §2, §5): the order call's customer fields with their limits and messages,
 * the mobile number read as shoppers type it, the shipping area to be picked.
 */
export const orderForm = z.object({
  customer_name: fields.customer_name,
  customer_address: fields.customer_address,
  customer_phone: z.string().trim().min(1).transform(normalisePhone).pipe(fields.customer_phone),
  shipping_id: pickedId(fields.shipping_id),
});

const payment = feePayment.shape;

/**
 * The order form when the shop takes the delivery fee in advance: the order's fields and the
 * payment's (the provider picked, the TrxID and the number it was paid from, as the shared
 * schema checks them; the number read as shoppers type it).
 */
export const feeOrderForm = orderForm.extend({
  provider: z
    .enum(PAYMENT_PROVIDERS)
    .nullable()
    .transform((provider, ctx): PaymentProvider => {
      if (provider !== null) return provider;
      ctx.addIssue({ code: 'custom', input: provider, params: formParams('required') });
      return z.NEVER;
    }),
  trx_id: z.string().trim().min(1).pipe(payment.trx_id),
  paid_from: z.string().trim().min(1).transform(normalisePhone).pipe(payment.paid_from),
});

/** What the form holds, whether or not the fee is asked (its fields are kept empty when not). */
export type OrderFormInput = z.input<typeof feeOrderForm>;
/** What a checked form gives: the payment only when the fee is asked. */
export type OrderFormValues = z.output<typeof orderForm> &
  Partial<Pick<z.output<typeof feeOrderForm>, 'provider' | 'trx_id' | 'paid_from'>>;

export const EMPTY_ORDER_FORM: OrderFormInput = {
  customer_name: '',
  customer_address: '',
  customer_phone: '',
  shipping_id: null,
  provider: null,
  trx_id: '',
  paid_from: '',
};

/**
 * The one atomic order call for the checked form and the cart: the payment when the form took
 * one, the coupon the price check accepted, the campaign the shopper came by.
 */
export function orderBody(
  values: OrderFormValues,
  lines: readonly CartLine[],
  couponCode?: string | null,
  campaign?: Campaign | null,
): CheckoutOrderBody {
  const { provider, trx_id, paid_from, ...customer } = values;
  // A tag the order would refuse (an odd character in a shared link) is left out, never the order.
  const tags = campaign ? orderCampaign.safeParse(campaign) : null;
  return {
    ...customer,
    lines: orderLines(lines),
    ...(provider && trx_id && paid_from ? { payment: { provider, trx_id, paid_from } } : {}),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(tags?.success ? { campaign: tags.data } : {}),
  };
}

/** The mobile number as typed, when it already is one the server takes; otherwise undefined. */
export function typedPhone(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const parsed = placeOrderBody.shape.customer_phone.safeParse(normalisePhone(typed));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The price check of the cart with its coupon: the lines, the area and the phone when they are
 * known (the coupon's rules about the phone wait for it otherwise).
 */
export function quoteBody(
  lines: readonly CartLine[],
  shippingId: number | null,
  phone: string | undefined,
  couponCode: string,
): OrderQuoteBody {
  return {
    lines: orderLines(lines),
    coupon_code: couponCode,
    ...(shippingId === null ? {} : { shipping_id: shippingId }),
    ...(phone ? { customer_phone: phone } : {}),
  };
}

/** The cart's parcel weight in grams: a line not weighed yet counts the shop's default. */
export const cartGrams = (lines: readonly CartLine[]) =>
  parcelGrams(
    lines.map((l) => ({
      weightGrams: l.weight_grams ?? DEFAULT_WEIGHT_GRAMS,
      quantity: l.quantity,
    })),
  );

/** What this cart's parcel costs to deliver to an area: THE fee the server charges. */
export const parcelFee = (area: Shipping, lines: readonly CartLine[]) =>
  deliveryFee(area.cost, { stepGrams: area.step_grams, stepFee: area.step_fee }, cartGrams(lines));

/**
 * The delivery fee of the chosen area for this cart's weight (docs/delivery-fees.md); undefined
 * until an area is chosen.
 */
export function areaFee(
  areas: readonly Shipping[] | undefined,
  shippingId: number | null,
  lines: readonly CartLine[],
): number | undefined {
  const area = areas?.find((s) => s.id_shipping === shippingId);
  return area && parcelFee(area, lines);
}

/** Spec §3: shipping id 1 is inside Dhaka, any other outside. */
export function isInsideDhaka(area: Shipping): boolean {
  return area.id_shipping === INSIDE_DHAKA_SHIPPING_ID;
}

/** The delivery-fee notice's two figures, from the server's shipping list. */
export function deliveryFees(areas: readonly Shipping[]) {
  return {
    inside: areas.find(isInsideDhaka)?.cost,
    outside: areas.find((a) => !isInsideDhaka(a))?.cost,
  };
}
