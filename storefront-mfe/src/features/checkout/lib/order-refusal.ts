import type { FieldPath } from 'react-hook-form';
import { ApiError, couponRefusalOf } from '@poshak/shared-api';
import type { OrderFormInput } from './order-rules';

type OrderField = FieldPath<OrderFormInput>;

/** The order call's field names (`payment.trx_id: …`) as the form's own. */
const FORM_FIELDS: Record<string, OrderField> = {
  customer_name: 'customer_name',
  customer_address: 'customer_address',
  customer_phone: 'customer_phone',
  shipping_id: 'shipping_id',
  'payment.provider': 'provider',
  'payment.trx_id': 'trx_id',
  'payment.paid_from': 'paid_from',
};

/**
 * The form field a refused order names, with the server's words about it (a 409 for a TrxID
 * already used, a 400 the form's own check let through); null when the refusal is not about
 * one of the form's fields.
 */
function refusedField(error: unknown): { field: OrderField; message: string } | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const match = /^(?:body\.)?([\w.]+): ([^;]*)/.exec(error.message);
  const field = match?.[1] ? FORM_FIELDS[match[1]] : undefined;
  return field && match?.[2] ? { field, message: match[2].trim() } : null;
}

/** What a refused order means for the form, read from the server's refusal code. */
type OrderRefusal =
  /** The coupon was fine when checked, not when ordered (used up meanwhile, say). */
  | { kind: 'coupon' }
  /** The delivery fee is to be paid in advance and the order gave none. */
  | { kind: 'fee' }
  /** The server's words about one of the form's fields. */
  | { kind: 'field'; field: OrderField; message: string }
  /** A price or the parcel's fee moved between the check and the order. */
  | { kind: 'total' }
  /** Anything else: the server's own words (which item is short of stock, say). */
  | { kind: 'other' };

export function orderRefusalOf(error: unknown): OrderRefusal {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (couponRefusalOf(error.refusal)) return { kind: 'coupon' };
  if (error.refusal === 'fee_required') return { kind: 'fee' };
  const onField = refusedField(error);
  if (onField) return { kind: 'field', ...onField };
  if (error.refusal === 'total_changed' || error.refusal === 'shipping_changed') {
    return { kind: 'total' };
  }
  return { kind: 'other' };
}
