import {
  Button,
  Flex,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { SorterResult } from 'antd/es/table/interface';
import type { StockEntry } from '@poshak/shared-api';
import type { StockSort } from '@poshak/shared-api/schemas';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import './stock-table.css';
import { formatTaka } from '@poshak/shared-ui/money';
import { localName } from '../../../lib/local-name';

/** Spec §9: the product name is cut to 15 characters in the add-product table. */
export const NAME_CUT = 15;

interface Props {
  entries: StockEntry[];
  loading: boolean;
  selectedId: number | null;
  /** The entry just added, marked until another row is chosen. */
  addedId?: number | null;
  onSelect: (entry: StockEntry) => void;
  pagination: TablePaginationConfig | false;
  sort: { by: StockSort; order: 'asc' | 'desc' };
  onSort: (sort: { by: StockSort; order: 'asc' | 'desc' }) => void;
  /** Asks for the storefront link of an entry's product (with a campaign's tags). */
  onLink?: (entry: StockEntry) => void;
}

/** The column sorted by the server for each sortable column of the table. */
const SORTED_BY: Record<string, StockSort> = {
  code: 'product_code',
  name: 'product_name',
  category: 'category',
  color: 'color',
  price: 'price',
  size: 'size',
  brand: 'brand',
  quantity: 'quantity',
};

/** The stock entries of spec §2; a row click loads the entry into the form. */
export function StockTable({
  entries,
  loading,
  selectedId,
  addedId = null,
  onSelect,
  pagination,
  sort,
  onSort,
  onLink,
}: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  // A long name is cut to its column's width, whole in its tooltip: the table fits a 1280 px
  // screen, Quantity and the picture included, with no column pinned over another.
  const cut = (text: string | null, width: number) =>
    text === null ? (
      '—'
    ) : (
      <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
        {text}
      </Typography.Text>
    );
  const base: TableColumnsType<StockEntry> = [
    {
      key: 'code',
      title: t('stock.columns.productCode'),
      width: 84,
      // The link's button under the code: the row is as tall as its picture anyway, and the table
      // keeps the width it had.
      render: (_, e) => (
        <Flex vertical align="start" gap={2}>
          {e.product_code}
          {onLink && (
            <Button
              type="text"
              size="small"
              icon={<LinkOutlined />}
              aria-label={t('stock.link.open', { name: e.product_name })}
              title={t('stock.link.open', { name: e.product_name })}
              onClick={(event) => {
                // The link, not the row: the form keeps what it holds.
                event.stopPropagation();
                onLink(e);
              }}
              onKeyDown={(event) => event.stopPropagation()}
              style={{ marginInlineStart: -6 }}
            />
          )}
        </Flex>
      ),
    },
    // Widths where a title (with its sort arrows) is wider than the column's values: the title
    // takes two lines instead.
    {
      key: 'name',
      title: t('stock.columns.productName'),
      width: 124,
      render: (_, e) => (
        <>
          <span title={e.product_name}>{e.product_name.slice(0, NAME_CUT)}</span>
          {e.archived && (
            <Tag style={{ marginInlineStart: 6, color: '#595959' }}>{t('stock.archived')}</Tag>
          )}
        </>
      ),
    },
    {
      key: 'category',
      title: t('stock.columns.category'),
      width: 84,
      render: (_, e) => cut(e.category_name, 80),
    },
    {
      key: 'color',
      title: t('stock.columns.color'),
      render: (_, e) => cut(localName(e.color_name, e.color_name_bn, language), 76),
    },
    {
      key: 'price',
      title: t('stock.columns.price'),
      align: 'right',
      render: (_, e) => formatTaka(e.price, language),
    },
    {
      key: 'size',
      title: t('stock.columns.size'),
      render: (_, e) => localName(e.size_name, e.size_name_bn, language),
    },
    { key: 'brand', title: t('stock.columns.brand'), render: (_, e) => cut(e.brand_name, 84) },
    {
      key: 'material',
      title: t('stock.columns.material'),
      render: (_, e) => cut(e.material_name, 60),
    },
    {
      key: 'quantity',
      title: t('stock.columns.quantity'),
      width: 80,
      align: 'right',
      dataIndex: 'quantity',
    },
    // Its two-word title on two lines: the values are one short word.
    { key: 'priority', title: t('stock.columns.imagePriority'), width: 80, dataIndex: 'priority' },
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
  // Every column but material, priority and picture sorts, on the server (the table is paged).
  const columns = base.map((column) => {
    const by = SORTED_BY[String(column.key)];
    if (!by) return column;
    return {
      ...column,
      sorter: true,
      sortOrder: sort.by === by ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    } as (typeof base)[number];
  });
  return (
    <Table<StockEntry>
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as
          SorterResult<StockEntry> | undefined;
        const by = chosen?.order ? SORTED_BY[String(chosen.columnKey)] : undefined;
        // A third click takes the sort away: newest first again.
        onSort(
          by
            ? { by, order: chosen?.order === 'ascend' ? 'asc' : 'desc' }
            : { by: 'id_transaction', order: 'desc' },
        );
      }}
      rowKey="id_transaction"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={pagination}
      size="small"
      className="poshak-stock-table"
      scroll={{ x: 'max-content' }}
      rowClassName={(e) =>
        e.id_transaction === selectedId || e.id_transaction === addedId
          ? 'ant-table-row-selected'
          : ''
      }
      onRow={(entry) => ({
        ...(entry.id_transaction === addedId && { 'data-added': true }),
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
