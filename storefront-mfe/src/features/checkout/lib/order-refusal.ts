import { ApiError } from '@poshak/shared-api';
import type { FieldPath } from 'react-hook-form';
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
export function refusedField(error: unknown): { field: OrderField; message: string } | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const match = /^(?:body\.)?([\w.]+): ([^;]*)/.exec(error.message);
  const field = match?.[1] ? FORM_FIELDS[match[1]] : undefined;
  return field && match?.[2] ? { field, message: match[2].trim() } : null;
}
