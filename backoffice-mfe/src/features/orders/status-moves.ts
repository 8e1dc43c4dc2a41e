import {
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TRANSITIONS,
  orderStatusId,
  orderStatusName,
  type OrderStatusName,
  type OrderSummary,
} from '@poshak/shared-api';

export interface StatusMove {
  id: number;
  name: OrderStatusName;
}

const isStatusName = (name: string): name is OrderStatusName =>
  (ORDER_STATUS_NAMES as readonly string[]).includes(name);

/**
 * An order's status as the state machine knows it. The id is what the server moves from; the
 * name only stands in when the id is one this client does not know.
 */
export function currentStatus(
  order: Pick<OrderSummary, 'order_status_id' | 'order_status_name'>,
): OrderStatusName | undefined {
  return (
    orderStatusName(order.order_status_id) ??
    (isStatusName(order.order_status_name) ? order.order_status_name : undefined)
  );
}

/** The statuses an order may move to from `status`, with the ids the server takes; none if unknown. */
export function statusMoves(status: OrderStatusName | undefined): StatusMove[] {
  if (!status) return [];
  return ORDER_STATUS_TRANSITIONS[status].map((name) => ({ id: orderStatusId(name), name }));
}
