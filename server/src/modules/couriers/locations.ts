import type { CourierErrorCode, CourierName } from '@poshak/shared-api/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { courierAreaMappings, courierLocations, shipping } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../audit';
import type { CourierAdapter } from './adapters/courier';
import { isFailure } from './adapters/http';

type Kind = 'city' | 'zone' | 'area';

/** A courier's places, kept in the database once fetched, and the shop's areas mapped to them. */
export function courierLocationsRepository(db: Database) {
  async function kept(courier: CourierName, kind: Kind, parentId: number) {
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

  /**
   * The places of a kind under a parent, from the database; fetched from the courier (and kept)
   * when none are kept yet or `refresh` asks. A courier that cannot be asked leaves the kept list.
   */
  async function list(
    courier: CourierName,
    adapter: CourierAdapter | null,
    kind: Kind,
    parentId: number | null,
    refresh: boolean,
  ): Promise<ReturnType<typeof toList> | null> {
    const parent = parentId ?? 0;
    let rows = await kept(courier, kind, parent);
    if (rows.length === 0 || refresh) {
      // A courier not set up cannot be asked: what is kept, if anything, is all there is.
      if (!adapter) return rows.length === 0 ? null : toList(rows);
      const fetched = await adapter.places(kind, parentId);
      if (isFailure(fetched)) {
        return { ...toList(rows), problem: { code: fetched.code, message: fetched.reason } };
      }
      await db.transaction(async (tx) => {
        for (const place of fetched) {
          await tx
            .insert(courierLocations)
            .values({
              courier: adapter.name,
              kind,
              location_id: place.id,
              parent_id: parent,
              name: place.name,
            })
            .onConflictDoUpdate({
              target: [
                courierLocations.courier,
                courierLocations.kind,
                courierLocations.location_id,
              ],
              set: { name: place.name, parent_id: parent, fetched_at: sql`now()` },
            });
        }
      });
      rows = await kept(courier, kind, parent);
    }
    return toList(rows);
  }

  function toList(rows: (typeof courierLocations.$inferSelect)[]) {
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

  /** A kept place, or a 400 naming the field it came in. */
  async function place(
    courier: CourierName,
    kind: Kind,
    id: number,
    field: string,
    parent?: number,
  ) {
    const [row] = await db
      .select()
      .from(courierLocations)
      .where(
        and(
          eq(courierLocations.courier, courier),
          eq(courierLocations.kind, kind),
          eq(courierLocations.location_id, id),
        ),
      );
    if (!row) {
      throw badRequest(
        `${field}: ${courier} has no ${kind} ${id} in the list the shop fetched (fetch its ${kind} list first)`,
      );
    }
    if (parent !== undefined && row.parent_id !== parent) {
      throw badRequest(
        `${field}: ${kind} ${id} (${row.name}) is not in the chosen ${kind === 'zone' ? 'city' : 'zone'} ${parent}`,
      );
    }
    return row;
  }

  /** Every shipping area of the shop with where it lies in this courier's list (if chosen). */
  async function mappings(courier: CourierName, needs: CourierAdapter['needsLocation']) {
    const rows = await db
      .select({
        id_shipping: shipping.id_shipping,
        shipping_name: shipping.shipping_name,
        city_id: courierAreaMappings.city_id,
        city_name: courierAreaMappings.city_name,
        zone_id: courierAreaMappings.zone_id,
        zone_name: courierAreaMappings.zone_name,
        area_id: courierAreaMappings.area_id,
        area_name: courierAreaMappings.area_name,
      })
      .from(shipping)
      .leftJoin(
        courierAreaMappings,
        and(
          eq(courierAreaMappings.shipping_id, shipping.id_shipping),
          eq(courierAreaMappings.courier, courier),
        ),
      )
      .orderBy(asc(shipping.id_shipping));
    return rows.map((r) => ({
      ...r,
      mapped:
        needs === 'none' ||
        (needs === 'area' ? r.area_id !== null : r.city_id !== null && r.zone_id !== null),
    }));
  }

  /**
   * Remembers where a shipping area lies for a courier: Pathao's city and zone (an area within
   * the zone if chosen), RedX's area; each checked against the lists fetched from the courier.
   */
  async function map(
    courier: CourierName,
    needs: CourierAdapter['needsLocation'],
    shippingId: number,
    chosen: {
      city_id?: number | undefined;
      zone_id?: number | undefined;
      area_id?: number | undefined;
    },
    actor: Actor | null,
  ) {
    if (needs === 'none') {
      throw badRequest(`courier: ${courier} takes the address as it is; it has no areas to map`);
    }
    const [area] = await db.select().from(shipping).where(eq(shipping.id_shipping, shippingId));
    if (!area) throw notFound(`id_shipping: no shipping area ${shippingId}`);
    let values: {
      city_id: number | null;
      city_name: string | null;
      zone_id: number | null;
      zone_name: string | null;
      area_id: number | null;
      area_name: string | null;
    };
    if (needs === 'area') {
      if (chosen.area_id === undefined) throw badRequest(`area_id: ${courier} needs the area`);
      const a = await place(courier, 'area', chosen.area_id, 'area_id');
      values = {
        city_id: null,
        city_name: null,
        zone_id: null,
        zone_name: null,
        area_id: a.location_id,
        area_name: a.name,
      };
    } else {
      if (chosen.city_id === undefined) throw badRequest(`city_id: ${courier} needs the city`);
      if (chosen.zone_id === undefined) throw badRequest(`zone_id: ${courier} needs the zone`);
      const city = await place(courier, 'city', chosen.city_id, 'city_id');
      const zone = await place(courier, 'zone', chosen.zone_id, 'zone_id', city.location_id);
      const a =
        chosen.area_id === undefined
          ? null
          : await place(courier, 'area', chosen.area_id, 'area_id', zone.location_id);
      values = {
        city_id: city.location_id,
        city_name: city.name,
        zone_id: zone.location_id,
        zone_name: zone.name,
        area_id: a?.location_id ?? null,
        area_name: a?.name ?? null,
      };
    }
    await db
      .insert(courierAreaMappings)
      .values({ courier, shipping_id: shippingId, ...values, updated_by: actor?.id ?? null })
      .onConflictDoUpdate({
        target: [courierAreaMappings.courier, courierAreaMappings.shipping_id],
        set: { ...values, updated_by: actor?.id ?? null, updated_at: sql`now()` },
      });
    const all = await mappings(courier, needs);
    const mine = all.find((m) => m.id_shipping === shippingId);
    if (!mine) throw notFound(`id_shipping: no shipping area ${shippingId}`);
    return mine;
  }

  return { list, mappings, map };
}
