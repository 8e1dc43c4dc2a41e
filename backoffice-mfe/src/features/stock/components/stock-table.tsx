import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { StockEntry } from '@poshak/shared-api';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';

/** Spec §9: the product name is cut to 15 characters in the add-product table. */
export const NAME_CUT = 15;

interface Props {
  entries: StockEntry[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (entry: StockEntry) => void;
  pagination: TablePaginationConfig | false;
}

/** The stock entries of spec §2; a row click loads the entry into the form. */
export function StockTable({ entries, loading, selectedId, onSelect, pagination }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const columns: TableColumnsType<StockEntry> = [
    { key: 'code', title: t('stock.columns.productCode'), dataIndex: 'product_code' },
    {
      key: 'name',
      title: t('stock.columns.productName'),
      render: (_, e) => <span title={e.product_name}>{e.product_name.slice(0, NAME_CUT)}</span>,
    },
    { key: 'category', title: t('stock.columns.category'), dataIndex: 'category_name' },
    { key: 'color', title: t('stock.columns.color'), dataIndex: 'color_name' },
    {
      key: 'price',
      title: t('stock.columns.price'),
      align: 'right',
      render: (_, e) => formatTaka(e.price, language),
    },
    { key: 'size', title: t('stock.columns.size'), dataIndex: 'size_name' },
    { key: 'brand', title: t('stock.columns.brand'), dataIndex: 'brand_name' },
    {
      key: 'material',
      title: t('stock.columns.material'),
      render: (_, e) => e.material_name ?? '—',
    },
    { key: 'quantity', title: t('stock.columns.quantity'), align: 'right', dataIndex: 'quantity' },
    { key: 'priority', title: t('stock.columns.imagePriority'), dataIndex: 'priority' },
    {
      key: 'image',
      title: t('stock.columns.image'),
      render: (_, e) => (
        <ImageWithFallback
          image={e.image}
          width={40}
          height={50}
          sizes="40px"
          alt={e.product_name}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ),
    },
  ];
  return (
    <Table<StockEntry>
      rowKey="id_transaction"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={pagination}
      size="small"
      scroll={{ x: 'max-content' }}
      rowClassName={(e) => (e.id_transaction === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(entry) => ({
        onClick: () => onSelect(entry),
        onKeyDown: (ev) => {
          if (ev.key === 'Enter') onSelect(entry);
        },
        tabIndex: 0,
        'aria-selected': entry.id_transaction === selectedId,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
