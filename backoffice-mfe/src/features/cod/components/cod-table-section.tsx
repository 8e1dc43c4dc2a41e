import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type CodParcel } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useDigits } from '../../../lib/use-digits';
import { useCodMoney } from '../hooks/use-cod-money';
import type { CodPagination } from '../hooks/use-cod-pagination';
import { CodEmpty, CodStateTag } from './cod-parts';

export interface CodListProps {
  items: CodParcel[];
  loading: boolean;
  pagination: CodPagination;
  filtered: boolean;
}

/** The parcels as a table, a column per amount. */
export function CodTableSection({ items, loading, pagination, filtered }: CodListProps) {
  const columns = useCodColumns();
  return (
    <Table
      rowKey="invoice_no"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={items}
      scroll={{ x: 900 }}
      locale={{ emptyText: <CodEmpty filtered={filtered} /> }}
      pagination={{ ...pagination, pageSizeOptions: [...PAGE_SIZES] }}
    />
  );
}

/** A line under a cell's value, smaller and quieter. */
const Under = ({ children }: { children: string }) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {children}
  </Typography.Text>
);

function useCodColumns(): TableColumnsType<CodParcel> {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const { taka, signed } = useCodMoney();
  const amount = (key: string, title: string, value: (p: CodParcel) => number | null) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, p: CodParcel) => taka(value(p)),
  });
  return [
    {
      key: 'invoice',
      title: t('cod.columns.invoice'),
      render: (_, p) => digits(String(p.invoice_no)),
    },
    {
      key: 'courier',
      title: t('cod.columns.courier'),
      render: (_, p) => (
        <Flex vertical>
          <span>{t(`cod.couriers.${p.courier}`)}</span>
          {p.consignment_id && <Under>{p.consignment_id}</Under>}
        </Flex>
      ),
    },
    { key: 'customer', title: t('cod.columns.customer'), dataIndex: 'customer_name' },
    amount('to_collect', t('cod.columns.toCollect'), (p) => p.to_collect),
    amount('collected', t('cod.columns.collected'), (p) => p.collected),
    {
      key: 'paid_out',
      title: t('cod.columns.paidOut'),
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="end">
          <span>{taka(p.paid_out)}</span>
          {p.settled_by && <Under>{t(`cod.by.${p.settled_by}`)}</Under>}
        </Flex>
      ),
    },
    amount('fee', t('cod.columns.fee'), (p) => p.courier_fee),
    {
      key: 'difference',
      title: t('cod.columns.difference'),
      align: 'right',
      render: (_, p) =>
        p.difference === 0 ? (
          signed(0)
        ) : (
          <Typography.Text type="danger">{signed(p.difference)}</Typography.Text>
        ),
    },
    { key: 'state', title: t('cod.columns.state'), render: (_, p) => <CodStateTag parcel={p} /> },
  ];
}
