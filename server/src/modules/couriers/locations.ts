import type { Database } from '../../db/database';
import { areaMappings, mapArea } from './area-mappings';
import { listPlaces } from './location-lists';

/**
 * A courier's places, kept in the database once fetched (location-lists), and the shop's areas
 * mapped to them (area-mappings).
 */
export function courierLocationsRepository(db: Database) {
  return {
    list: listPlaces.bind(null, db),
    mappings: areaMappings.bind(null, db),
    map: mapArea.bind(null, db),
  };
}
