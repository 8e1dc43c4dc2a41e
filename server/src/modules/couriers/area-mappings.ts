import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourierName } from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { courierAreaMappings, courierLocations, shipping } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../audit';
import type { CourierAdapter } from './adapters/courier';
import type { PlaceKind } from './location-lists';

type Needs = CourierAdapter['needsLocation'];

interface ChosenPlaces {
  city_id?: number | undefined;
  zone_id?: number | undefined;
  area_id?: number | undefined;
}

interface MappedPlaces {
  city_id: number | null;
  city_name: string | null;
  zone_id: number | null;
  zone_name: string | null;
  area_id: number | null;
  area_name: string | null;
}

/** A kept place, or a 400 naming the field it came in. */
async function place(
  db: Database,
  courier: CourierName,
  kind: PlaceKind,
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
export async function areaMappings(db: Database, courier: CourierName, needs: Needs) {
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

/** RedX's area, checked against its list. */
async function chosenArea(
  db: Database,
  courier: CourierName,
  chosen: ChosenPlaces,
): Promise<MappedPlaces> {
  if (chosen.area_id === undefined) throw badRequest(`area_id: ${courier} needs the area`);
  const a = await place(db, courier, 'area', chosen.area_id, 'area_id');
  return {
    city_id: null,
    city_name: null,
    zone_id: null,
    zone_name: null,
    area_id: a.location_id,
    area_name: a.name,
  };
}

/** Pathao's city and zone (an area within the zone if chosen), each checked against its lists. */
async function chosenCityZone(
  db: Database,
  courier: CourierName,
  chosen: ChosenPlaces,
): Promise<MappedPlaces> {
  if (chosen.city_id === undefined) throw badRequest(`city_id: ${courier} needs the city`);
  if (chosen.zone_id === undefined) throw badRequest(`zone_id: ${courier} needs the zone`);
  const city = await place(db, courier, 'city', chosen.city_id, 'city_id');
  const zone = await place(db, courier, 'zone', chosen.zone_id, 'zone_id', city.location_id);
  const a =
    chosen.area_id === undefined
      ? null
      : await place(db, courier, 'area', chosen.area_id, 'area_id', zone.location_id);
  return {
    city_id: city.location_id,
    city_name: city.name,
    zone_id: zone.location_id,
    zone_name: zone.name,
    area_id: a?.location_id ?? null,
    area_name: a?.name ?? null,
  };
}

/**
 * Remembers where a shipping area lies for a courier: Pathao's city and zone (an area within
 * the zone if chosen), RedX's area; each checked against the lists fetched from the courier.
 */
export async function mapArea(
  db: Database,
  courier: CourierName,
  needs: Needs,
  shippingId: number,
  chosen: ChosenPlaces,
  actor: Actor | null,
) {
  if (needs === 'none') {
    throw badRequest(`courier: ${courier} takes the address as it is; it has no areas to map`);
  }
  const [area] = await db.select().from(shipping).where(eq(shipping.id_shipping, shippingId));
  if (!area) throw notFound(`id_shipping: no shipping area ${shippingId}`);
  const values =
    needs === 'area'
      ? await chosenArea(db, courier, chosen)
      : await chosenCityZone(db, courier, chosen);
  await db
    .insert(courierAreaMappings)
    .values({ courier, shipping_id: shippingId, ...values, updated_by: actor?.id ?? null })
    .onConflictDoUpdate({
      target: [courierAreaMappings.courier, courierAreaMappings.shipping_id],
      set: { ...values, updated_by: actor?.id ?? null, updated_at: sql`now()` },
    });
  const all = await areaMappings(db, courier, needs);
  const mine = all.find((m) => m.id_shipping === shippingId);
  if (!mine) throw notFound(`id_shipping: no shipping area ${shippingId}`);
  return mine;
}
