import { sql, type Subquery } from 'drizzle-orm';
import type { Executor } from './database';

/** A select of the matching rows (`db.select({ one: sql`1` }).from(…).where(…)`). */
interface Matches {
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * How many rows match, counted up to `cap`: a search's total costs at most `cap` index entries,
 * however many rows match (a list says "cap or more" past it).
 */
export async function countUpTo(db: Executor, matches: Matches, cap: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches.limit(cap).as('capped'));
  return row?.n ?? 0;
}
