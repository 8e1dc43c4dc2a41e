import type { CourierName } from '@poshak/shared-api/schemas';
import type { CourierAdapter } from './adapters/courier';

/** Which of its places each courier needs a shipping area mapped to, set up or not. */
export const COURIER_NEEDS: Record<CourierName, CourierAdapter['needsLocation']> = {
  pathao: 'city_zone',
  steadfast: 'none',
  redx: 'area',
};
