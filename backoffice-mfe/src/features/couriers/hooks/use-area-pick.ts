import { useState } from 'react';
import type { CourierAreaBody, CourierAreaMapping, CourierName } from '@poshak/shared-api';
import { useCourierLocations } from '../api/use-couriers';

/** Where a shipping area lies in a courier's lists, as picked (nothing yet: undefined). */
export interface Picked {
  city?: number | undefined;
  zone?: number | undefined;
  area?: number | undefined;
}

/** How a courier places an area: Pathao a city, a zone and an area if wanted; RedX an area. */
export type MappingKind = 'city_zone' | 'area';

/**
 * A shipping area's place in one courier's lists, as picked from the one saved: the lists to pick
 * from (each asked for once the one above it is picked), whether it is complete and changed, and
 * the body that saves it.
 */
export function useAreaPick(courier: CourierName, kind: MappingKind, mapping: CourierAreaMapping) {
  const saved: Picked = {
    city: mapping.city_id ?? undefined,
    zone: mapping.zone_id ?? undefined,
    area: mapping.area_id ?? undefined,
  };
  const [picked, setPicked] = useState<Picked>(saved);
  const pathao = kind === 'city_zone';
  const cities = useCourierLocations(courier, 'city', undefined, pathao);
  const zones = useCourierLocations(courier, 'zone', picked.city, pathao && !!picked.city);
  const areas = useCourierLocations(
    courier,
    'area',
    pathao ? picked.zone : undefined,
    pathao ? !!picked.zone : true,
  );
  const body: CourierAreaBody = pathao
    ? {
        city_id: picked.city,
        zone_id: picked.zone,
        ...(picked.area !== undefined && { area_id: picked.area }),
      }
    : { area_id: picked.area };

  return {
    picked,
    setPicked,
    pathao,
    lists: { cities, zones, areas },
    complete: pathao ? !!picked.city && !!picked.zone : !!picked.area,
    changed: picked.city !== saved.city || picked.zone !== saved.zone || picked.area !== saved.area,
    body,
  };
}

export type AreaPick = ReturnType<typeof useAreaPick>;
