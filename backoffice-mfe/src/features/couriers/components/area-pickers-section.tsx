import type { CourierAreaMapping } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { AreaPick } from '../hooks/use-area-pick';
import { LocationPicker, locationOptions } from './location-picker';

interface AreaPickersSectionProps {
  pick: AreaPick;
  mapping: CourierAreaMapping;
  /** The shipping area's name, in each list's. */
  areaName: string;
  locked: boolean;
}

/** Pathao's city, zone and (if wanted) area of one shipping area; RedX's area. */
export function AreaPickersSection({ pick, mapping, areaName, locked }: AreaPickersSectionProps) {
  const { t } = useT('backoffice');
  const { picked, setPicked, lists } = pick;
  const areaLabel = t('couriers.areas.areaOf', { area: areaName });
  const areaItems = locationOptions(lists.areas.data?.items, picked.area, mapping.area_name);
  if (!pick.pathao) {
    return (
      <LocationPicker
        label={areaLabel}
        value={picked.area}
        items={areaItems}
        loading={lists.areas.isFetching}
        onChange={(area) => setPicked({ area })}
        disabled={locked}
      />
    );
  }
  return (
    <>
      <LocationPicker
        label={t('couriers.areas.cityOf', { area: areaName })}
        value={picked.city}
        items={locationOptions(lists.cities.data?.items, picked.city, mapping.city_name)}
        loading={lists.cities.isFetching}
        onChange={(city) => setPicked({ city })}
        disabled={locked}
      />
      <LocationPicker
        label={t('couriers.areas.zoneOf', { area: areaName })}
        value={picked.zone}
        items={locationOptions(lists.zones.data?.items, picked.zone, mapping.zone_name)}
        loading={lists.zones.isFetching}
        onChange={(zone) => setPicked({ city: picked.city, zone })}
        disabled={locked || !picked.city}
      />
      <LocationPicker
        label={`${areaLabel} (${t('couriers.areas.optional')})`}
        value={picked.area}
        items={areaItems}
        loading={lists.areas.isFetching}
        onChange={(area) => setPicked({ ...picked, area })}
        disabled={locked || !picked.zone}
        allowClear
      />
    </>
  );
}
