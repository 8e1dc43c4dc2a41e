import type { PlacedOrder } from '@poshak/shared-api/schemas';
import { seededRandom } from '../../../src/lib/seeded-random';
import { barrier } from './barrier';
import type { PromisedOrder } from './order-audit';

export interface RaceItem {
  id: number;
  name: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

export interface OrderBody {
  customer_name: string;
  customer_address: string;
  customer_phone: string;
  shipping_id: number;
  lines: { id_transaction: number; quantity: number }[];
}

/**
 * The orders of a race: for every item more single-unit orders than it has units (so each item
 * is certainly sold out whatever the interleaving), plus multi-line orders of 1–3 units per line
 * that fail whole when any of their items runs short.
 */
export function raceOrders(items: RaceItem[], total: number, unitsPerItem: number, seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const singles = (unitsPerItem + 5) * items.length;
  if (singles > total) throw new Error(`${total} orders cannot sell out ${items.length} items`);
  const bodies: OrderBody[] = [];
  for (let i = 0; i < total; i++) {
    const lines =
      i < singles
        ? [{ id_transaction: (items[i % items.length] as RaceItem).id, quantity: 1 }]
        : [
            ...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(items).id)),
          ].map((id) => ({ id_transaction: id, quantity: 1 + Math.floor(random() * 3) }));
    bodies.push({
      customer_name: `Racer ${i}`,
      customer_address: `House ${i}, Mirpur, Dhaka`,
      customer_phone: `0171${String(1_000_000 + i).slice(-7)}`,
      shipping_id: 1 + (i % 2),
      lines,
    });
  }
  // Shuffled, so singles and multi-line orders mix in the race.
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j] as OrderBody, bodies[i] as OrderBody];
  }
  return bodies;
}

export interface RaceResult {
  accepted: { body: OrderBody; order: PlacedOrder }[];
  refused: { body: OrderBody; status: number; message: string }[];
  /** Replies that were neither a placed order nor a 409 (there must be none). */
  unexpected: { body: OrderBody; status: number; reply: unknown }[];
}

/** Sends every order at once: each waits at the barrier, then all leave together. */
export async function race(
  bodies: OrderBody[],
  send: (body: OrderBody, index: number) => Promise<Reply>,
): Promise<RaceResult> {
  const gate = barrier();
  const pending = bodies.map(async (body, index) => {
    await gate.wait();
    return { body, reply: await send(body, index) };
  });
  gate.release();
  const result: RaceResult = { accepted: [], refused: [], unexpected: [] };
  for (const { body, reply } of await Promise.all(pending)) {
    const json = reply.body as Partial<PlacedOrder> & { message?: unknown };
    if (reply.status === 200 && typeof json.invoice_no === 'number') {
      result.accepted.push({ body, order: json as PlacedOrder });
    } else if (reply.status === 409 && typeof json.message === 'string') {
      result.refused.push({ body, status: reply.status, message: json.message });
    } else {
      result.unexpected.push({ body, status: reply.status, reply: reply.body });
    }
  }
  return result;
}

export const promisedFrom = (result: RaceResult): PromisedOrder[] =>
  result.accepted.map(({ order }) => order);

/**
 * Problems in the replies themselves: a refusal must name one of the order's items, and that
 * item must really be short at the end; an accepted order must carry every line it asked for.
 */
export function replyProblems(
  result: RaceResult,
  items: RaceItem[],
  finalStock: Map<number, number>,
): string[] {
  const problems: string[] = result.unexpected.map(
    (u) => `unexpected ${u.status}: ${JSON.stringify(u.reply).slice(0, 200)}`,
  );
  const nameOf = new Map(items.map((i) => [i.id, i.name]));
  for (const r of result.refused) {
    const named = r.body.lines.filter((l) =>
      r.message.includes(nameOf.get(l.id_transaction) ?? '\0'),
    );
    if (named.length === 0) problems.push(`409 names none of the order's items: ${r.message}`);
    if (!named.some((l) => (finalStock.get(l.id_transaction) ?? 0) < l.quantity)) {
      problems.push(`409 names an item that is not short: ${r.message}`);
    }
  }
  for (const { body, order } of result.accepted) {
    const asked = body.lines.map((l) => `${l.id_transaction}x${l.quantity}`).sort();
    const got = order.lines.map((l) => `${l.stock_transaction_id}x${l.quantity}`).sort();
    if (asked.join() !== got.join()) {
      problems.push(`invoice ${order.invoice_no}: asked [${asked.join()}], got [${got.join()}]`);
    }
  }
  return problems;
}
