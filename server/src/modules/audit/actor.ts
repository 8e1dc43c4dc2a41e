import type { Actor } from './audit';

/**
 * Who the audit log names for a request's change: its signed-in staff member (null: a shopper).
 * It takes any request the auth plugin has marked, by shape, so the audit domain does not depend on
 * that plugin's declarations.
 */
export const actorOf = (request: {
  staff: { id: number; username: string } | null;
}): Actor | null =>
  request.staff ? { id: request.staff.id, username: request.staff.username } : null;
