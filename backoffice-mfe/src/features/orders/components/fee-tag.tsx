import type { OrderFeeStatus } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag, type Tone } from '../../../components/tone-tag';

/**
 * The advance delivery fee at a glance: amber while it waits for staff, green once found, red when
 * not found, plain for cash on delivery; the words, not the colour alone, say it.
 */
const FEE_TONES: Record<OrderFeeStatus, Tone> = {
  none: 'grey',
  unverified: 'gold',
  verified: 'green',
  rejected: 'red',
};

export function FeeTag({ status }: { status: OrderFeeStatus }) {
  const { t } = useT('backoffice');
  return <ToneTag tone={FEE_TONES[status]}>{t(`orders.fee.status.${status}`)}</ToneTag>;
}
