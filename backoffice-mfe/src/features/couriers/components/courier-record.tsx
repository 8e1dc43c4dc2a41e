import { Descriptions, Flex, Spin, Typography } from 'antd';
import type { CourierBooking } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ToneTag } from '../../../components/tone-tag';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useOrderCourierRecord } from '../api/use-couriers';
import { BOOKING_TONES } from '../booking-tones';
import { useCourierName, useCourierReason } from '../courier-texts';

/**
 * An order's parcel in its details: the live booking (courier, state, consignment, tracking code
 * with the courier's own page, the cash it collects) and every word the courier sent, newest
 * last, with what it did to the order.
 */
export function CourierRecord({
  invoiceNo,
  booking,
}: {
  invoiceNo: number;
  /** The order's live booking as its details carry it (null: none). */
  booking: CourierBooking | null | undefined;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const name = useCourierName();
  const reason = useCourierReason();
  const record = useOrderCourierRecord(invoiceNo);
  const when = (iso: string) => DHAKA_TIME[language].format(new Date(iso));
  const live = booking ?? record.data?.bookings.find((b) => b.status !== 'failed') ?? null;
  const earlier = (record.data?.bookings ?? []).filter((b) => b.id !== live?.id);
  const events = record.data?.events ?? [];

  return (
    <section aria-label={t('couriers.record.title')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('couriers.record.title')}
      </Typography.Title>
      {!live ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('couriers.record.notBooked')}
        </Typography.Paragraph>
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'courier', label: t('couriers.record.courier'), children: name(live.courier) },
            {
              key: 'status',
              label: t('couriers.record.status'),
              children: (
                <ToneTag tone={BOOKING_TONES[live.status]}>
                  {t(`couriers.statuses.${live.status}`)}
                </ToneTag>
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
              children: live.tracking_code ? (
                live.tracking_link ? (
                  <a href={live.tracking_link} target="_blank" rel="noopener noreferrer">
                    {live.tracking_code}
                  </a>
                ) : (
                  live.tracking_code
                )
              ) : (
                '—'
              ),
            },
            {
              key: 'collect',
              label: t('couriers.record.toCollect'),
              children: formatTaka(live.amount_to_collect, language),
            },
            ...(live.delivery_fee !== null
              ? [
                  {
                    key: 'fee',
                    label: t('couriers.record.fee'),
                    children: formatTaka(live.delivery_fee, language),
                  },
                ]
              : []),
            ...(live.courier_status
              ? [
                  {
                    key: 'courierStatus',
                    label: t('couriers.record.courierStatus'),
                    children: live.courier_status,
                  },
                ]
              : []),
            ...(live.error_code
              ? [
                  {
                    key: 'problem',
                    label: t('couriers.record.problem'),
                    children: reason(live.error_code, live.courier),
                  },
                ]
              : []),
          ]}
        />
      )}
      {record.isError ? (
        <ErrorState message={errorText(record.error)} onRetry={() => void record.refetch()} />
      ) : !record.data ? (
        <Spin size="small" />
      ) : (
        <>
          <div>
            <Typography.Text strong>{t('couriers.record.events')}</Typography.Text>
          </div>
          {events.length === 0 ? (
            <div>
              <Typography.Text type="secondary">{t('couriers.record.noEvents')}</Typography.Text>
            </div>
          ) : (
            <ol
              aria-label={t('couriers.record.events')}
              style={{ margin: '4px 0 0', paddingInlineStart: 20 }}
            >
              {events.map((event) => (
                <li key={event.id}>
                  <Flex gap={6} wrap>
                    <span>{when(event.happened_at ?? event.received_at)}</span>
                    <strong>{event.courier_status}</strong>
                    <Typography.Text type="secondary">
                      ({t(`couriers.record.sources.${event.source}`)})
                    </Typography.Text>
                    {event.outcome && (
                      <Typography.Text type="secondary">{event.outcome}</Typography.Text>
                    )}
                  </Flex>
                </li>
              ))}
            </ol>
          )}
          {earlier.length > 0 && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text strong>{t('couriers.record.earlier')}</Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {earlier.map((b) => (
                  <li key={b.id}>
                    {`${name(b.courier)} · ${t(`couriers.statuses.${b.status}`)} · ${when(b.created_at)}`}
                    {b.error_code && ` · ${reason(b.error_code, b.courier)}`}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
