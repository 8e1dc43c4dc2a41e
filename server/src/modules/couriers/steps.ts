import type { CourierName, OrderStatusName } from '@poshak/shared-api/schemas';

/**
 * What a courier's word means for the order: picked up (the parcel left: Shifted), delivered
 * (whole or in part), returned to the shop, or nothing that moves an order (on hold, a failed
 * try, paid, …). `unknown`: a word this shop has not been told of; it is kept and moves nothing.
 */
export type ParcelStep =
  'picked' | 'delivered' | 'partial_delivery' | 'returned' | 'info' | 'unknown';

/** Each courier's words, lower-cased with `-` between words (Pathao's slugs use `_` or spaces). */
const STEPS: Record<CourierName, Record<string, ParcelStep>> = {
  pathao: {
    created: 'info',
    updated: 'info',
    pending: 'info',
    'pickup-requested': 'info',
    'assigned-for-pickup': 'info',
    'pickup-failed': 'info',
    'pickup-cancelled': 'info',
    picked: 'picked',
    pickup: 'picked',
    'at-the-sorting-hub': 'picked',
    'in-transit': 'picked',
    'received-at-last-mile-hub': 'picked',
    'assigned-for-delivery': 'picked',
    delivered: 'delivered',
    'partial-delivery': 'partial_delivery',
    returned: 'returned',
    return: 'returned',
    'paid-return': 'returned',
    'returned-to-merchant': 'returned',
    'return-id-created': 'info',
    'return-in-transit': 'info',
    'delivery-failed': 'info',
    'on-hold': 'info',
    paid: 'info',
    'payment-invoice': 'info',
    exchanged: 'info',
    'webhook-integration': 'info',
  },
  steadfast: {
    in_review: 'info',
    pending: 'info',
    hold: 'info',
    tracking_update: 'info',
    delivered_approval_pending: 'delivered',
    delivered: 'delivered',
    partial_delivered_approval_pending: 'partial_delivery',
    partial_delivered: 'partial_delivery',
    cancelled_approval_pending: 'returned',
    cancelled: 'returned',
    unknown_approval_pending: 'unknown',
    unknown: 'unknown',
  },
  redx: {
    'pickup-pending': 'info',
    'ready-for-delivery': 'picked',
    'delivery-in-progress': 'picked',
    delivered: 'delivered',
    'agent-hold': 'info',
    'agent-returning': 'info',
    'agent-area-change': 'info',
    returned: 'returned',
  },
};

/** Pathao's `order.picked` and `Pickup_Requested` alike; Steadfast keeps its underscores. */
function wordOf(courier: CourierName, status: string): string {
  const lower = status
    .trim()
    .toLowerCase()
    .replace(/^order\./, '');
  return courier === 'steadfast' ? lower : lower.replace(/[_\s]+/g, '-');
}

export const stepOf = (courier: CourierName, status: string): ParcelStep =>
  STEPS[courier][wordOf(courier, status)] ?? 'unknown';

/** The order status a step leads to (null: it moves nothing). */
export const STEP_TARGET: Record<ParcelStep, OrderStatusName | null> = {
  picked: 'Shifted',
  delivered: 'Delivered',
  partial_delivery: 'Delivered',
  returned: 'Canceled',
  info: null,
  unknown: null,
};

/** A step after which the courier has nothing more to say that moves the order: no more polling. */
export const isFinalStep = (step: ParcelStep) =>
  step === 'delivered' || step === 'partial_delivery' || step === 'returned';

/**
 * A courier's word that it paid the shop the parcel's cash (Pathao's `order.paid`; Steadfast and
 * RedX send no such word: their payments come as a settlement CSV).
 */
export const isPaidWord = (courier: CourierName, status: string) =>
  courier === 'pathao' && wordOf(courier, status) === 'paid';
