import { asc, eq } from 'drizzle-orm';
import { LOOKUP_KINDS, type LookupKind } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { notFound } from '../../errors';
import { required } from '../../lib/required';
import { audited, type Actor } from '../audit';
import { bengaliValue, columnsOf, TABLES, toRecord, type LookupRecord } from './lookup-tables';

export async function listLookups(db: Executor, kind: LookupKind): Promise<LookupRecord[]> {
  const t = TABLES[kind];
  const rows = await db.select(columnsOf(t)).from(t.table).orderBy(asc(t.id));
  return rows.map((row) => toRecord(kind, row));
}

/** One row, read under a lock for the change about to be made to it. */
export async function getLookup(
  db: Executor,
  kind: LookupKind,
  id: number,
): Promise<LookupRecord | undefined> {
  const t = TABLES[kind];
  const [row] = await db.select(columnsOf(t)).from(t.table).where(eq(t.id, id)).for('update');
  return row ? toRecord(kind, row) : undefined;
}

export const createLookup = (
  db: Executor,
  kind: LookupKind,
  name: string,
  nameBn: string | undefined,
  actor: Actor | null,
) =>
  audited(db, actor, async (tx) => {
    const t = TABLES[kind];
    const [row] = await tx
      .insert(t.table)
      .values({ [t.name.name]: name, ...bengaliValue(t, nameBn) })
      .returning(columnsOf(t));
    const after = toRecord(kind, required(row, 'inserted row'));
    const id = after[LOOKUP_KINDS[kind].idField] ?? '';
    return { result: after, change: { kind, id, action: 'create', after } };
  });

export const updateLookup = (
  db: Executor,
  kind: LookupKind,
  id: number,
  name: string,
  nameBn: string | undefined,
  actor: Actor | null,
): Promise<LookupRecord> =>
  audited(db, actor, async (tx) => {
    const t = TABLES[kind];
    const before = await getLookup(tx, kind, id);
    const [row] = await tx
      .update(t.table)
      .set({ [t.name.name]: name, ...bengaliValue(t, nameBn) })
      .where(eq(t.id, id))
      .returning(columnsOf(t));
    if (!row) throw notFound(`${LOOKUP_KINDS[kind].idField}: no ${t.noun} ${id}`);
    const after = toRecord(kind, row);
    return { result: after, change: { kind, id, action: 'update', before, after } };
  });

export const removeLookup = (
  db: Executor,
  kind: LookupKind,
  id: number,
  actor: Actor | null,
): Promise<void> =>
  audited(db, actor, async (tx) => {
    const t = TABLES[kind];
    const before = await getLookup(tx, kind, id);
    const deleted = await tx.delete(t.table).where(eq(t.id, id)).returning({ id: t.id });
    if (deleted.length === 0) {
      throw notFound(`${LOOKUP_KINDS[kind].idField}: no ${t.noun} ${id}`);
    }
    return { result: undefined, change: { kind, id, action: 'delete', before } };
  });
