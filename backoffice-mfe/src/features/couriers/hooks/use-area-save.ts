import type { CourierAreaBody, CourierName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useMapArea } from '../api/use-couriers';
import { useCourierName } from '../courier-texts';

/** Saves where a shipping area lies in a courier's lists, once at a time, with the outcome's toast. */
export function useAreaSave(courier: CourierName, idShipping: number, areaName: string) {
  const { t } = useT('backoffice');
  const courierName = useCourierName();
  const map = useMapArea(courier);
  return useSingleFlight(async (body: CourierAreaBody) => {
    try {
      await map.mutateAsync({ idShipping, body });
      toast.success(t('couriers.areas.saved', { area: areaName, courier: courierName(courier) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('couriers.areas.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });
}
