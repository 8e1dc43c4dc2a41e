import { INSIDE_DHAKA_SHIPPING_ID, type PlaceOrderBody, type Shipping } from '@poshak/shared-api';
// The order rules validate with the shared schema: zod loads with the cart, not the home page.
import { placeOrderBody } from '@poshak/shared-api/schemas';
import type { CartLine } from '../../cart';

export interface OrderFormValues {
  customer_name: string;
  customer_address: string;
  customer_phone: string;
  shipping_id: number | null;
}
export type OrderField = keyof OrderFormValues;
export const ORDER_FIELDS: readonly OrderField[] = [
  'customer_name',
  'customer_address',
  'customer_phone',
  'shipping_id',
];
export const EMPTY_ORDER_FORM: OrderFormValues = {
  customer_name: '',
  customer_address: '',
  customer_phone: '',
  shipping_id: null,
};

/** What is wrong with a filled-in field, as a key of the `order` texts. */
export type FieldProblem = 'invalidMobile' | 'tooLong';

export type OrderCheck =
  | { ok: false; reason: 'cart-empty' }
  | { ok: false; reason: 'fields-empty'; fields: OrderField[] }
  | { ok: false; reason: 'invalid'; problems: Partial<Record<OrderField, FieldProblem>> }
  | { ok: true; body: PlaceOrderBody };

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

/**
 * The order form's rules in the spec's order (§5): the cart must not be empty, then every field is
 * required, then the shared request schema (the one the server checks) decides the rest.
 */
export function checkOrder(values: OrderFormValues, lines: readonly CartLine[]): OrderCheck {
  if (lines.length === 0) return { ok: false, reason: 'cart-empty' };
  const empty = ORDER_FIELDS.filter((field) => {
    const value = values[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
  if (empty.length > 0) return { ok: false, reason: 'fields-empty', fields: empty };

  const parsed = placeOrderBody.safeParse({
    customer_name: values.customer_name,
    customer_address: values.customer_address,
    customer_phone: normalisePhone(values.customer_phone),
    shipping_id: values.shipping_id,
    lines: orderLines(lines),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<OrderField, FieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'customer_phone') problems.customer_phone = 'invalidMobile';
    else if (field === 'customer_name' || field === 'customer_address') problems[field] = 'tooLong';
  }
  return { ok: false, reason: 'invalid', problems };
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
