import { Flex, Typography } from 'antd';
import type { OrderCourierRecord } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';

/** Every word the courier sent, newest last, with what it did to the order. */
export function CourierEvents({ events }: { events: OrderCourierRecord['events'] }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const when = (iso: string) => DHAKA_TIME[language].format(new Date(iso));
  return (
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
    </>
  );
}
