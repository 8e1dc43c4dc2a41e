import type { OrderSummary } from '@poshak/shared-api';

/**
 * What the customer pays on delivery: the items and the delivery fee (the orders table keeps
 * total = subtotal + shipping). Coupons do not reach checkout yet; a discount joins here when they do.
 */
export const amountToCollect = (order: Pick<OrderSummary, 'item_total' | 'shipping_cost'>) =>
  order.item_total + order.shipping_cost;
