import { Alert, Spin } from 'antd';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { errorText } from '../../../lib/error-text';
import type { useStaffQuote } from '../api/use-new-order';

/** The figures checkout would charge: items, discount, delivery fee and total. */
export function OrderTotals({
  quote,
  hasLines,
  areaChosen,
}: {
  quote: ReturnType<typeof useStaffQuote>;
  hasLines: boolean;
  areaChosen: boolean;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (amount: number) => formatTaka(amount, language);
  if (!hasLines) return null;
  if (quote.isError) {
    return <Alert type="warning" showIcon role="alert" title={errorText(quote.error)} />;
  }
  const figures = quote.data;
  if (!figures) return <Spin size="small" aria-label={t('newOrder.checking')} />;
  const rows: [string, string, string][] = [
    ['subtotal', t('newOrder.totals.subtotal'), taka(figures.subtotal)],
    ...(figures.discount > 0
      ? [
          [
            'discount',
            t('newOrder.totals.discount', { code: figures.coupon_code ?? '' }),
            `− ${taka(figures.discount)}`,
          ] as [string, string, string],
        ]
      : []),
    [
      'delivery',
      t('newOrder.totals.delivery'),
      figures.shipping_cost === null || !areaChosen
        ? t('newOrder.totals.chooseArea')
        : taka(figures.shipping_cost),
    ],
    ['total', t('newOrder.totals.total'), taka(figures.total)],
  ];
  return (
    <dl
      className="poshak-new-order-totals"
      aria-busy={quote.isFetching}
      data-testid="new-order-totals"
    >
      {rows.map(([key, label, value]) => (
        <div key={key} data-total={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
