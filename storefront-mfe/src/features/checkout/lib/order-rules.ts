import { INSIDE_DHAKA_SHIPPING_ID, type PlaceOrderBody, type Shipping } from '@poshak/shared-api';
// The order form validates with the shared schema: zod loads with the cart, not the home page.
import { pickedId, placeOrderBody, z } from '@poshak/shared-api/schemas';
import type { CartLine } from '../../cart';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Shoppers type numbers as "01711-000 000" or in Bengali digits; the server wants "01711000000". */
export function normalisePhone(phone: string): string {
  return phone
    .replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)))
    .replace(/[\s-]/g, '')
    .trim();
}

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
export type OrderFormInput = z.input<typeof orderForm>;
export type OrderFormValues = z.output<typeof orderForm>;

export const EMPTY_ORDER_FORM: OrderFormInput = {
  customer_name: '',
  customer_address: '',
  customer_phone: '',
  shipping_id: null,
};

/** The one atomic order call for the checked form and the cart. */
export function orderBody(values: OrderFormValues, lines: readonly CartLine[]): PlaceOrderBody {
  return { ...values, lines: orderLines(lines) };
}

export interface OrderTotals {
  subtotal: number;
  /** Undefined until a shipping area is chosen. */
  shipping: number | undefined;
  total: number;
}

/** Sum of price × quantity plus the chosen area's shipping cost (spec §2). */
export function orderTotals(
  lines: readonly CartLine[],
  shippingAreas: readonly Shipping[] | undefined,
  shippingId: number | null,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const shipping = shippingAreas?.find((s) => s.id_shipping === shippingId)?.cost;
  return { subtotal, shipping, total: subtotal + (shipping ?? 0) };
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
