import type { Executor } from '../../db/database';
import {
  listDeliveryZones,
  listImagePriorities,
  listOperationTypes,
  listOrderStatuses,
  setZoneSteps,
  shippingAreas,
} from './fixed-lists';
import { createLookup, getLookup, listLookups, removeLookup, updateLookup } from './lookup-rows';

/**
 * The five staff-maintained lists (category, brand, size, color, material) and the fixed ones.
 * Its parts: the tables and row shapes (lookup-tables), the staff-maintained rows (lookup-rows)
 * and the fixed lists with the delivery zones' steps (fixed-lists).
 */
export function lookupsRepository(db: Executor) {
  return {
    list: listLookups.bind(null, db),
    get: getLookup.bind(null, db),
    create: createLookup.bind(null, db),
    update: updateLookup.bind(null, db),
    remove: removeLookup.bind(null, db),
    shipping: () => shippingAreas(db),
    deliveryZones: () => listDeliveryZones(db),
    setZoneSteps: setZoneSteps.bind(null, db),
    orderStatuses: () => listOrderStatuses(db),
    operationTypes: () => listOperationTypes(db),
    imagePriorities: () => listImagePriorities(db),
  };
}
