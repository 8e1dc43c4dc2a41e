import { Card, Flex, Pagination, Typography } from 'antd';
import type { CodParcel } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useDigits } from '../../../lib/use-digits';
import { useCodMoney } from '../hooks/use-cod-money';
import { CodEmpty, CodStateTag } from './cod-parts';
import type { CodListProps } from './cod-table-section';
import './cod-cards-section.css';

/** The parcels on a phone: one card each, the difference and the state in sight. */
export function CodCardsSection({ items, loading, pagination, filtered }: CodListProps) {
  return (
    <Flex vertical gap={8} data-testid="cod-cards">
      {items.length === 0 && !loading && <CodEmpty filtered={filtered} />}
      {items.map((p) => (
        <CodCard key={p.invoice_no} parcel={p} />
      ))}
      <Pagination size="small" align="center" {...pagination} />
    </Flex>
  );
}

function CodCard({ parcel: p }: { parcel: CodParcel }) {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const { taka, signed } = useCodMoney();
  const amounts = [
    ['toCollect', taka(p.to_collect)],
    ['collected', taka(p.collected)],
    ['paidOut', taka(p.paid_out)],
    ['fee', taka(p.courier_fee)],
  ] as const;
  return (
    <Card
      size="small"
      title={`${t('cod.columns.invoice')} ${digits(String(p.invoice_no))}`}
      extra={<CodStateTag parcel={p} />}
    >
      <Typography.Text type="secondary">
        {[t(`cod.couriers.${p.courier}`), p.consignment_id, p.customer_name]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      <ul className="poshak-cod-lines">
        {amounts.map(([key, value]) => (
          <li key={key} className="poshak-cod-line">
            <span>{t(`cod.columns.${key}`)}</span>
            <span>{value}</span>
          </li>
        ))}
        <li className="poshak-cod-line">
          <span>{t('cod.columns.difference')}</span>
          <Typography.Text type={p.difference === 0 ? undefined : 'danger'}>
            {signed(p.difference)}
          </Typography.Text>
        </li>
      </ul>
      {p.settled_by && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`cod.by.${p.settled_by}`)}
        </Typography.Text>
      )}
    </Card>
  );
}
