import type { CourierName } from '@poshak/shared-api/schemas';
import type { Config } from '../../../config';
import type { CourierAdapter } from './courier';
import { pathaoAdapter } from './pathao';
import { redxAdapter } from './redx';
import { steadfastAdapter } from './steadfast';

export type CourierAdapters = Partial<Record<CourierName, CourierAdapter>>;

/** An adapter for each courier whose credentials are configured. */
export function courierAdapters(
  config: Pick<Config, 'couriers'>,
  now: () => number = Date.now,
): CourierAdapters {
  const { pathao, steadfast, redx } = config.couriers;
  return {
    ...(pathao ? { pathao: pathaoAdapter(pathao, now) } : {}),
    ...(steadfast ? { steadfast: steadfastAdapter(steadfast) } : {}),
    ...(redx ? { redx: redxAdapter(redx) } : {}),
  };
}
