import type { BulkOrderOutcome } from '@poshak/shared-api';
import { feeRefusalOf } from './fee-refusal';

/**
 * Why a bulk action left one order as it was, as a key of `orders.bulk.reasons` with what it
 * names, read from the refusal code (and its facts) the order's single action gives; null: a
 * refusal this page has no words for, shown as the server wrote it.
 */
export type BulkRefusal =
  | { key: 'noFee' | 'missing' }
  | { key: 'feeUnverified' | 'feeRejected' }
  | { key: 'already'; status: string }
  | { key: 'move'; from: string };

export function bulkRefusal(
  outcome: Pick<BulkOrderOutcome, 'code' | 'order_status'>,
): BulkRefusal | null {
  const { code, order_status: status } = outcome;
  const fee = feeRefusalOf(code);
  if (fee) return { key: fee === 'unverified' ? 'feeUnverified' : 'feeRejected' };
  switch (code) {
    case 'fee_not_in_advance':
      return { key: 'noFee' };
    case 'order_not_found':
      return { key: 'missing' };
    case 'status_unchanged':
      return status === undefined ? null : { key: 'already', status };
    case 'status_move_refused':
      return status === undefined ? null : { key: 'move', from: status };
    default:
      return null;
  }
}
