import { Link } from 'react-router-dom';
import { Button, Flex, Segmented, Typography } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';

export type PrintFormat = 'a4' | 'slip';

/**
 * The print pages' toolbar: Print, the paper's choice, how many orders (on the page of several)
 * and the way back to the orders.
 */
export function PrintToolbar({
  format,
  onFormat,
  count,
  ready,
}: {
  format: PrintFormat;
  onFormat: (format: PrintFormat) => void;
  count?: number;
  ready: boolean;
}) {
  const { t } = useT('backoffice');
  return (
    <Flex
      className="poshak-print-toolbar"
      gap={12}
      wrap
      align="center"
      style={{ marginBottom: 16 }}
    >
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        onClick={() => window.print()}
        disabled={!ready}
      >
        {t('print.print')}
      </Button>
      <Segmented<PrintFormat>
        value={format}
        onChange={onFormat}
        options={[
          { value: 'a4', label: t('print.invoice') },
          { value: 'slip', label: t('print.slip') },
        ]}
      />
      {count !== undefined && (
        <Typography.Text>{t('orders.bulk.chosen', { count })}</Typography.Text>
      )}
      <Link to={paths.admin.orders}>{t('layout.nav.orders')}</Link>
    </Flex>
  );
}
