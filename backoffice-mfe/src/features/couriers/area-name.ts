import { INSIDE_DHAKA_SHIPPING_ID } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** A shipping area's name in the reader's words where the dictionaries have it, else as stored. */
export function useAreaName() {
  const { t } = useT('backoffice');
  return (idShipping: number, stored: string) =>
    idShipping === INSIDE_DHAKA_SHIPPING_ID
      ? t('delivery.insideDhaka')
      : stored === 'Outside Dhaka'
        ? t('delivery.outsideDhaka')
        : stored;
}
