import { Button } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';

/** The chosen orders on paper, each in a tab of its own: courier labels, slips, invoices. */
export function BulkPaperLinks({
  invoices,
  block,
}: {
  invoices: readonly number[];
  block: boolean;
}) {
  const { t } = useT('backoffice');
  const count = invoices.length;
  const printButton = (format: 'slip' | 'a4') => (
    <Button
      block={block}
      icon={<PrinterOutlined />}
      disabled={count === 0}
      href={count ? paths.admin.ordersPrint(invoices, format) : undefined}
      target="_blank"
      rel="noopener"
    >
      {t(format === 'slip' ? 'orders.bulk.printSlips' : 'orders.bulk.printInvoices')}
    </Button>
  );
  return (
    <>
      <Button
        block={block}
        icon={<TagsOutlined aria-hidden />}
        disabled={count === 0}
        href={count ? paths.admin.labels(invoices, 'a4') : undefined}
        target="_blank"
        rel="noopener"
      >
        {t('couriers.labels.open')}
      </Button>
      {printButton('slip')}
      {printButton('a4')}
    </>
  );
}
