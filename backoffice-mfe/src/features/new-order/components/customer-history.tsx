import { Flex, Spin, Typography } from 'antd';
import type { CustomerLookup } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka, formatWholeNumber } from '@poshak/shared-ui/money';
import { ToneTag } from '../../../components/tone-tag';
import { errorText } from '../../../lib/error-text';
import { RISK_TONES } from '../../../lib/risk-tone';
import { DHAKA_TIME } from '../../../lib/reader-format';

interface Props {
  lookup: { data?: CustomerLookup | undefined; isFetching: boolean; error: unknown };
}

/**
 * What the shop knows of the number being typed: new, or its orders counted by outcome with the
 * risk they add up to and the latest few — said aloud as it arrives (a live region).
 */
export function CustomerHistory({ lookup }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const known = lookup.data;
  return (
    <div aria-live="polite" data-testid="customer-history" style={{ marginBottom: 12 }}>
      {lookup.error ? (
        <Typography.Text type="danger">
          {t('newOrder.lookupFailed', { reason: errorText(lookup.error) })}
        </Typography.Text>
      ) : !known ? (
        lookup.isFetching && (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('newOrder.lookingUp')}</Typography.Text>
          </Flex>
        )
      ) : known.orders === 0 ? (
        <Flex gap={8} align="center" wrap>
          <ToneTag tone={RISK_TONES.new}>{t('newOrder.risk.new')}</ToneTag>
          <Typography.Text type="secondary">{t('newOrder.noOrders')}</Typography.Text>
        </Flex>
      ) : (
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <ToneTag tone={RISK_TONES[known.risk]} data-risk={known.risk}>
              {t(`newOrder.risk.${known.risk}`)}
            </ToneTag>
            <Typography.Text data-score={known.risk_score}>
              {t('risk.score', { score: formatWholeNumber(known.risk_score, language) })}
            </Typography.Text>
            <Typography.Text>
              {t('newOrder.history', {
                count: known.orders,
                delivered: known.delivered,
                cancelled: known.cancelled,
                rejected: known.fees_rejected,
              })}
            </Typography.Text>
          </Flex>
          <ul className="poshak-new-order-recent" aria-label={t('newOrder.recent')}>
            {known.recent.map((order) => (
              <li key={order.invoice_no}>
                <Typography.Text type="secondary">
                  {t('newOrder.recentOrder', {
                    invoice: order.invoice_no,
                    when: DHAKA_TIME[language].format(new Date(order.created_at)),
                    total: formatTaka(order.total, language),
                    status: t(`orders.statuses.${order.order_status_name}`),
                    source: t(`newOrder.sources.${order.source}`),
                  })}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </div>
  );
}
