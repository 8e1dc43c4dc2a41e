import type { DescriptionsProps } from 'antd';
import type { CourierBooking } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ToneTag } from '../../../components/tone-tag';
import { BOOKING_TONES } from '../booking-tones';
import { useCourierName, useCourierReason } from '../courier-texts';
import { TrackingCode } from '../components/tracking-code';

type Fact = NonNullable<DescriptionsProps['items']>[number];
/** A fact the booking may not have (none, or an empty text): listed only when it does. */
const ifAny = <T,>(value: T | null, fact: (value: T) => Fact): Fact[] =>
  value === null || value === '' ? [] : [fact(value)];

/** A live booking's facts: courier, state, consignment, tracking, cash, and what the courier said. */
export function useBookingFacts(live: CourierBooking): Fact[] {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const name = useCourierName();
  const reason = useCourierReason();
  return [
    { key: 'courier', label: t('couriers.record.courier'), children: name(live.courier) },
    {
      key: 'status',
      label: t('couriers.record.status'),
      children: (
        <ToneTag tone={BOOKING_TONES[live.status]}>{t(`couriers.statuses.${live.status}`)}</ToneTag>
      ),
    },
    {
      key: 'consignment',
      label: t('couriers.record.consignment'),
      children: live.consignment_id ?? '—',
    },
    {
      key: 'tracking',
      label: t('couriers.record.trackingCode'),
      children: <TrackingCode booking={live} />,
    },
    {
      key: 'collect',
      label: t('couriers.record.toCollect'),
      children: formatTaka(live.amount_to_collect, language),
    },
    ...ifAny(live.delivery_fee, (fee) => ({
      key: 'fee',
      label: t('couriers.record.fee'),
      children: formatTaka(fee, language),
    })),
    ...ifAny(live.courier_status, (status) => ({
      key: 'courierStatus',
      label: t('couriers.record.courierStatus'),
      children: status,
    })),
    ...ifAny(live.error_code, (code) => ({
      key: 'problem',
      label: t('couriers.record.problem'),
      children: reason(code, live.courier),
    })),
  ];
}
