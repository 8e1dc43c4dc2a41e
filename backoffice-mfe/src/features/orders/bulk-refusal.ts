import type { BulkOrderOutcome } from '@poshak/shared-api';
import { feeRefusalOf } from './fee-refusal';

/**
 * Why a bulk action left one order as it was, as a key of `orders.bulk.reasons` with what it
 * names, read from the refusal the order's single action gives (the server writes them in
 * English); null: a refusal this page has no words for, shown as the server wrote it.
 */
export type BulkRefusal =
  | { key: 'noFee' | 'missing' }
  | { key: 'feeUnverified' | 'feeRejected' }
  | { key: 'already'; status: string }
  | { key: 'move'; from: string };

export function bulkRefusal(
  outcome: Pick<BulkOrderOutcome, 'status_code' | 'message'>,
): BulkRefusal | null {
  const { status_code: status, message } = outcome;
  const fee = feeRefusalOf(status, message);
  if (fee) return { key: fee === 'unverified' ? 'feeUnverified' : 'feeRejected' };
  if (status === 404 && /delivery fee was not paid in advance/.test(message)) {
    return { key: 'noFee' };
  }
  if (status === 404 && /: no order \d+$/.test(message)) return { key: 'missing' };
  const already = /the order is already (\S+)$/.exec(message);
  if (status === 409 && already?.[1]) return { key: 'already', status: already[1] };
  const move = /: a (\S+) order cannot become /.exec(message);
  if (status === 409 && move?.[1]) return { key: 'move', from: move[1] };
  return null;
}
