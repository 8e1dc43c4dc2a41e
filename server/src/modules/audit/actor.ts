import type { Actor } from './audit';
import { unauthorized } from '../../errors';

/**
 * Who the audit log names for a request's change: its signed-in staff member (null: a shopper).
 * It takes any request the auth plugin has marked, by shape, so the audit domain does not depend on
 * that plugin's declarations.
 */
export const actorOf = (request: {
  staff: { id: number; username: string } | null;
}): Actor | null =>
  request.staff ? { id: request.staff.id, username: request.staff.username } : null;

/** A write's staff member, where the access check has made sure of one: a 401 without. */
export function staffActorOf(request: { staff: { id: number; username: string } | null }): Actor {
  const actor = actorOf(request);
  if (!actor) throw unauthorized();
  return actor;
}
