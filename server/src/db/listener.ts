import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './database';

export interface ListenHandlers {
  /** A NOTIFY on the channel (from any instance, this one included). */
  message(payload: string): void;
  /** Listening (again): whatever was told while not listening is lost, so assume anything. */
  listening(): void;
  /** The connection dropped (or the app is closing): notifications may be missed from now. */
  lost(): void;
}

/** How long after a failed or dropped connection the next attempt is made. */
const RETRY_MS = 1_000;

/**
 * Keeps a LISTEN on `channel` open on a connection of its own, made as the pool makes its own
 * (same server, user and search_path), reconnecting after a failure for as long as it is not
 * closed. Resolves after the first attempt, listening or not. PostgreSQL only.
 */
export async function listenForever(
  db: Database,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
  /** Logged once per outage: what the instance does meanwhile. */
  whileDown: string,
): Promise<{ close(): Promise<void> }> {
  const { options: connection } = (db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let warned = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (!closing) retry = setTimeout(() => void listen(), RETRY_MS);
  };
  const listen = async (): Promise<void> => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', () => undefined);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!warned) log.warn({ err: error }, `cannot LISTEN on ${channel}: ${whileDown}`);
      warned = true;
      await next.end().catch(() => undefined);
      retryLater();
      return;
    }
    // From here on, a lost connection means missed notifications.
    next.on('end', () => {
      handlers.lost();
      retryLater();
    });
    handlers.listening();
    warned = false;
  };

  await listen();
  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      handlers.lost();
      await client?.end().catch(() => undefined);
    },
  };
}
