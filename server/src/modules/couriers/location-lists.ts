import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourierErrorCode, CourierName } from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { courierLocations } from '../../db/schema';
import type { CourierAdapter, CourierPlace } from './adapters/courier';
import { isFailure } from './adapters/http';

export type PlaceKind = 'city' | 'zone' | 'area';

type LocationRow = typeof courierLocations.$inferSelect;

async function kept(db: Database, courier: CourierName, kind: PlaceKind, parentId: number) {
  return db
    .select()
    .from(courierLocations)
    .where(
      and(
        eq(courierLocations.courier, courier),
        eq(courierLocations.kind, kind),
        eq(courierLocations.parent_id, parentId),
      ),
    )
    .orderBy(asc(courierLocations.name));
}

function toList(rows: LocationRow[]) {
  const oldest = rows.reduce<Date | null>(
    (at, r) => (at && at < r.fetched_at ? at : r.fetched_at),
    null,
  );
  return {
    items: rows.map((r) => ({ id: r.location_id, name: r.name, parent_id: r.parent_id })),
    fetched_at: oldest?.toISOString() ?? null,
    problem: null as { code: CourierErrorCode; message: string } | null,
  };
}

/** Keeps the places fetched from a courier, renamed or moved where it says so. */
async function keep(
  db: Database,
  courier: CourierName,
  kind: PlaceKind,
  parent: number,
  fetched: CourierPlace[],
) {
  await db.transaction(async (tx) => {
    for (const place of fetched) {
      await tx
        .insert(courierLocations)
        .values({ courier, kind, location_id: place.id, parent_id: parent, name: place.name })
        .onConflictDoUpdate({
          target: [courierLocations.courier, courierLocations.kind, courierLocations.location_id],
          set: { name: place.name, parent_id: parent, fetched_at: sql`now()` },
        });
    }
  });
}

/**
 * The places of a kind under a parent, from the database; fetched from the courier (and kept)
 * when none are kept yet or `refresh` asks. A courier that cannot be asked leaves the kept list.
 */
export async function listPlaces(
  db: Database,
  courier: CourierName,
  adapter: CourierAdapter | null,
  kind: PlaceKind,
  parentId: number | null,
  refresh: boolean,
): Promise<ReturnType<typeof toList> | null> {
  const parent = parentId ?? 0;
  const rows = await kept(db, courier, kind, parent);
  if (rows.length > 0 && !refresh) return toList(rows);
  // A courier not set up cannot be asked: what is kept, if anything, is all there is.
  if (!adapter) return rows.length === 0 ? null : toList(rows);
  const fetched = await adapter.places(kind, parentId);
  if (isFailure(fetched)) {
    return { ...toList(rows), problem: { code: fetched.code, message: fetched.reason } };
  }
  await keep(db, adapter.name, kind, parent, fetched);
  return toList(await kept(db, courier, kind, parent));
}
