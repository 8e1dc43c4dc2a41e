import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit';

/** Who the audit log names for a request's change: its signed-in staff member (null: a shopper). */
export const actorOf = (request: FastifyRequest): Actor | null =>
  request.staff ? { id: request.staff.id, username: request.staff.username } : null;
