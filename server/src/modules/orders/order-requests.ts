import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database, type Tx } from '../../db/database';
import { HttpError } from '../../errors';

/** How long an answer is kept for a repeat of its request. */
export const IDEMPOTENCY_HOURS = 24;
/** Expired answers removed by each new claim, at most (the rest go with the next ones). */
const PURGE_BATCH = 100;

/** An answer as it is sent: its status and its JSON body. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  /** The order it placed, if any. */
  invoiceNo?: number | undefined;
}

/** A request's body as a fingerprint: the same key sent with another body is not a repeat. */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Answers a request once per `key`: the first request with the key runs `answer` in a
 * transaction that also claims the key and keeps the answer with it, so an order and its answer
 * are committed together or not at all (an instance killed in between leaves neither, and the
 * retry places the order). A repeat gets the kept answer (`replayed`); one arriving while the
 * first is still being answered waits on the key's row until it is, then gets its answer.
 * `answer` throwing (a failure, not a refusal it answers) keeps nothing: a retry runs again.
 * The same key with another body is refused (422), and a key is kept a day.
 */
export async function answerOnce(
  db: Database,
  key: string,
  hash: string,
  answer: (tx: Tx) => Promise<StoredAnswer>,
): Promise<{ answer: StoredAnswer; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // Skipping rows another claim is purging: two claims never wait on each other here.
    await tx.execute(sql`
      DELETE FROM order_requests WHERE key IN (
        SELECT key FROM order_requests WHERE expires_at < now()
        ORDER BY expires_at LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`);
    const claimed = rowsOf<{ key: string }>(
      await tx.execute(sql`
        INSERT INTO order_requests (key, request_hash, expires_at)
        VALUES (${key}, ${hash}, now() + make_interval(hours => ${IDEMPOTENCY_HOURS}))
        ON CONFLICT (key) DO NOTHING
        RETURNING key`),
    );
    if (claimed.length === 0) return { answer: await keptAnswer(tx, key, hash), replayed: true };
    const given = await answer(tx);
    await tx.execute(sql`
      UPDATE order_requests
      SET status_code = ${given.statusCode}, reply = ${JSON.stringify(given.body)}::json,
          invoice_no = ${given.invoiceNo ?? null}::int
      WHERE key = ${key}`);
    return { answer: given, replayed: false };
  });
}

/** The answer kept for `key` (its claim committed: ON CONFLICT waited for it). */
async function keptAnswer(tx: Tx, key: string, hash: string): Promise<StoredAnswer> {
  const [kept] = rowsOf<{ request_hash: string; status_code: unknown; reply: unknown }>(
    await tx.execute(
      sql`SELECT request_hash, status_code, reply FROM order_requests WHERE key = ${key}`,
    ),
  );
  if (!kept || kept.status_code === null) {
    // Purged as it expired, between the claim and this read: rare; the client tries again.
    throw new HttpError(409, 'Idempotency-Key: this key was just retired; send the order again');
  }
  if (kept.request_hash !== hash) {
    throw new HttpError(
      422,
      'Idempotency-Key: this key was sent with another order; make a new key for a new order',
    );
  }
  const body: unknown = typeof kept.reply === 'string' ? JSON.parse(kept.reply) : kept.reply;
  return { statusCode: toInt(kept.status_code), body };
}
