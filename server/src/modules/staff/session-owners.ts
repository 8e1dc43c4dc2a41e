import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type ShopDatabase } from '../../db/database';
import { listenForever } from '../../db/listener';

/**
 * The PostgreSQL channel on which the database itself tells every instance that a staff
 * member's sessions or account changed: triggers on staff_sessions and staff_users (migration
 * 0014) send `<schema> <staff id>`, or `<schema> *` when a table was emptied whole. A channel
 * is the whole database's, so each shop hears only its own schema's.
 */
export const STAFF_SESSIONS_CHANNEL = 'poshak_staff_sessions';

/** Enough for every session of a shop's staff; past it the oldest is asked again. */
const MAX_SESSION_OWNERS = 5_000;

interface Known<Owner> {
  staffId: number;
  owner: Owner;
  /** Local clock: asked of the database again from then on. */
  until: number;
}

/**
 * Live staff sessions this instance asked the database about recently, so a signed-in member's
 * next requests do not each ask whether the session still lives. An entry is kept until the
 * earlier of the session's own expiry and `holdMs` after the database answered; a session the
 * database refused is never kept. Anything that can end or change a session forgets the staff
 * member's entries: a write through this process at once (`forget`), the others' writes when
 * the database's notification arrives. While those notifications could be missed (not
 * `trusted`), nothing is answered from memory.
 */
export class SessionOwners<Owner> {
  private readonly known = new Map<string, Known<Owner>>();
  /** Moves on at every forget: an answer read before it may be stale, and is not kept. */
  private generation = 0;
  private trustedNow = false;
  /** How many times the database was asked (tests see the cache really answers). */
  asked = 0;

  constructor(
    private readonly holdMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = MAX_SESSION_OWNERS,
  ) {}

  get size(): number {
    return this.known.size;
  }

  /** Whether an answer from memory can be believed: off, or while notifications may be missed. */
  get trusted(): boolean {
    return this.holdMs > 0 && this.trustedNow;
  }

  /** Listening (true: forget everything, whatever was missed) or not listening (false). */
  setTrusted(trusted: boolean): void {
    this.forgetAll();
    this.trustedNow = trusted;
  }

  /** The owner of a live session, asked of the database only when not known here. */
  async owner(
    sid: string,
    staffId: number,
    ask: () => Promise<{ owner: Owner; msLeft: number } | undefined>,
  ): Promise<Owner | undefined> {
    const now = this.now();
    const known = this.known.get(sid);
    if (known && this.trusted) {
      if (now < known.until && known.staffId === staffId) return known.owner;
      this.known.delete(sid);
    }
    const generation = this.generation;
    this.asked += 1;
    const answer = await ask();
    if (!answer) return undefined;
    // Nothing changed meanwhile: the answer is as fresh as the clock read before asking.
    if (this.trusted && generation === this.generation) {
      this.remember(sid, {
        staffId,
        owner: answer.owner,
        until: now + Math.min(this.holdMs, answer.msLeft),
      });
    }
    return answer.owner;
  }

  private remember(sid: string, entry: Known<Owner>): void {
    if (entry.until <= this.now()) return;
    if (this.known.size >= this.max) {
      const now = this.now();
      for (const [key, value] of this.known) if (value.until <= now) this.known.delete(key);
    }
    while (this.known.size >= this.max) {
      const oldest = this.known.keys().next();
      if (oldest.done) break;
      this.known.delete(oldest.value);
    }
    this.known.set(sid, entry);
  }

  /** These staff members' sessions or accounts changed: ask the database again. */
  forget(staffIds: Iterable<number>): void {
    this.generation += 1;
    const ids = new Set(staffIds);
    for (const [sid, entry] of this.known) if (ids.has(entry.staffId)) this.known.delete(sid);
  }

  /** This session ended. */
  forgetSession(sid: string): void {
    this.generation += 1;
    this.known.delete(sid);
  }

  forgetAll(): void {
    this.generation += 1;
    this.known.clear();
  }

  /** What the database told: a staff id, or anything else (`*`) for everyone. */
  told(about: string): void {
    const id = Number(about);
    if (Number.isInteger(id) && id > 0 && String(id) === about) this.forget([id]);
    else this.forgetAll();
  }
}

/**
 * Keeps `owners` told of every change the database notifies, and trusted only while it is: a
 * LISTEN connection of its own, reconnecting as the read cache's does.
 */
export async function listenForSessionChanges(
  shop: Pick<ShopDatabase, 'db'>,
  owners: SessionOwners<unknown>,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  // The schema the shop's tables are in: the first of its search_path.
  const [row] = rowsOf<{ schema: string }>(
    await shop.db.execute(sql`SELECT current_schema() AS schema`),
  );
  const schema = row?.schema ?? 'public';
  const message = (payload: string) => {
    const [from, about = '*'] = payload.split(' ');
    if (from === schema) owners.told(about);
  };
  return listenForever(
    shop.db,
    STAFF_SESSIONS_CHANNEL,
    {
      message,
      listening: () => owners.setTrusted(true),
      lost: () => owners.setTrusted(false),
    },
    log,
    'every staff request asks the database whether its session lives',
  );
}
