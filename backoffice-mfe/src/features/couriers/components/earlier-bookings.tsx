import { Typography } from 'antd';
import type { CourierBooking } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useCourierName, useCourierReason } from '../courier-texts';

/** The order's earlier bookings (failed or replaced), each with why, when there was a reason. */
export function EarlierBookings({ bookings }: { bookings: CourierBooking[] }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const name = useCourierName();
  const reason = useCourierReason();
  if (bookings.length === 0) return null;
  const when = (iso: string) => DHAKA_TIME[language].format(new Date(iso));
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text strong>{t('couriers.record.earlier')}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {bookings.map((b) => (
          <li key={b.id}>
            {`${name(b.courier)} · ${t(`couriers.statuses.${b.status}`)} · ${when(b.created_at)}`}
            {b.error_code && ` · ${reason(b.error_code, b.courier)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
