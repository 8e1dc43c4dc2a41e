import { useCallback } from 'react';
import type { DeliveryEstimate } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** "Delivery in 1–2 days" for a shipping area's promise, in the reader's language and digits. */
export function useDeliveryDays() {
  const { t } = useT('storefront');
  return useCallback(
    ({ delivery_min_days: min, delivery_max_days: max }: DeliveryEstimate) =>
      min === max ? t('delivery.days', { count: max }) : t('delivery.range', { min, max }),
    [t],
  );
}
