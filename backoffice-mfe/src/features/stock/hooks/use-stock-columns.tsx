import type { TableColumnsType } from 'antd';
import type { StockEntry } from '@poshak/shared-api';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { localName } from '../../../lib/local-name';
import { CodeCell, CutText, NameCell } from '../components/stock-cells';

/** The stock table's columns, in the reader's language; `onLink` adds the link's button. */
export function useStockColumns(
  onLink?: (entry: StockEntry) => void,
): TableColumnsType<StockEntry> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return [
    {
      key: 'code',
      title: t('stock.columns.productCode'),
      width: 84,
      render: (_, e) => <CodeCell entry={e} onLink={onLink} />,
    },
    // Widths where a title (with its sort arrows) is wider than the column's values: the title
    // takes two lines instead.
    {
      key: 'name',
      title: t('stock.columns.productName'),
      width: 124,
      render: (_, e) => <NameCell entry={e} />,
    },
    {
      key: 'category',
      title: t('stock.columns.category'),
      width: 84,
      render: (_, e) => <CutText text={e.category_name} width={80} />,
    },
    {
      key: 'color',
      title: t('stock.columns.color'),
      render: (_, e) => (
        <CutText text={localName(e.color_name, e.color_name_bn, language)} width={76} />
      ),
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
    {
      key: 'brand',
      title: t('stock.columns.brand'),
      render: (_, e) => <CutText text={e.brand_name} width={84} />,
    },
    {
      key: 'material',
      title: t('stock.columns.material'),
      render: (_, e) => <CutText text={e.material_name} width={60} />,
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
}
