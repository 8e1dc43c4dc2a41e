import { Table, type TableColumnsType } from 'antd';
import type { OrderDetail } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { localName } from '../../../lib/local-name';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { useOrderTexts } from './use-order-texts';

type Line = OrderDetail['lines'][number];

/** An order's lines: what was bought, in which size and colour, at what price. */
export function OrderLinesSection({
  lines,
  loading,
}: {
  lines: Line[] | undefined;
  loading: boolean;
}) {
  const { t } = useT('backoffice');
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('orders.details.title'));
  const columns = useLineColumns();
  return (
    <div ref={scrollBox}>
      <Table<Line>
        rowKey="id_transaction"
        columns={columns}
        dataSource={lines}
        loading={loading}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

function useLineColumns(): TableColumnsType<Line> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const { taka } = useOrderTexts();
  return [
    { key: 'si', title: t('orders.details.si'), render: (_, __, index) => index + 1 },
    // Names in the reader's language: a Bengali page shows the catalogue's Bengali names.
    {
      key: 'name',
      title: t('orders.details.productName'),
      render: (_, l) => localName(l.product_name, l.product_name_bn, language),
    },
    { key: 'category', title: t('orders.details.category'), dataIndex: 'category_name' },
    { key: 'brand', title: t('orders.details.brand'), dataIndex: 'brand_name' },
    {
      key: 'size',
      title: t('orders.details.size'),
      render: (_, l) => localName(l.size_name, l.size_name_bn, language),
    },
    {
      key: 'material',
      title: t('orders.details.materials'),
      render: (_, l) => l.material_name ?? '—',
    },
    {
      key: 'color',
      title: t('orders.details.color'),
      render: (_, l) => localName(l.color_name, l.color_name_bn, language),
    },
    {
      key: 'price',
      title: t('orders.details.price'),
      align: 'right',
      render: (_, l) => taka(l.price),
    },
    { key: 'quantity', title: t('orders.details.quantity'), align: 'right', dataIndex: 'quantity' },
    {
      key: 'total',
      title: t('orders.details.total'),
      align: 'right',
      render: (_, l) => taka(l.line_total),
    },
  ];
}
