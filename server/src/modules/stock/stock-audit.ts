import type { StockEntry } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { recordAudit, type Actor } from '../audit';

/** A stock entry as the audit log keeps it: its fields and its picture's address (not its sizes). */
const auditView = ({ image, ...entry }: StockEntry) => ({ ...entry, image_url: image.url });

/**
 * Records a staff member's change of a stock entry in the change's transaction: `before` when it
 * existed, `after` when it still does. A change without an actor (the seed, a command) is not
 * logged.
 */
export async function auditStockChange(
  tx: Executor,
  actor: Actor | null,
  id: number,
  action: 'create' | 'update' | 'delete',
  states: { before?: StockEntry; after?: StockEntry },
): Promise<void> {
  if (!actor) return;
  await recordAudit(tx, actor, {
    kind: 'stock',
    id,
    action,
    ...(states.before ? { before: auditView(states.before) } : {}),
    ...(states.after ? { after: auditView(states.after) } : {}),
  });
}
