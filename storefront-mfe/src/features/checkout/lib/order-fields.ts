import type { FieldPath } from 'react-hook-form';
import type { OrderFormInput } from './order-rules';

export type OrderFieldName = FieldPath<OrderFormInput>;

/** The order's own fields, in the order a person reads the form. */
export const ORDER_FIELDS: OrderFieldName[] = [
  'customer_name',
  'customer_address',
  'customer_phone',
  'shipping_id',
];
/** The advance fee's payment fields, after the order's. */
export const FEE_FIELDS: OrderFieldName[] = ['provider', 'trx_id', 'paid_from'];
