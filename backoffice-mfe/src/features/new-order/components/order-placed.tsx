import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Result } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import type { PlacedStaffOrder } from '../model/use-new-order';

/** The order placed: its invoice and total, the next order, its packing slip. */
export function OrderPlaced({
  placed,
  onAnother,
}: {
  placed: PlacedStaffOrder;
  onAnother: () => void;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const { order, source } = placed;
  return (
    <Card>
      <Result
        status="success"
        title={
          <span role="status">{t('newOrder.placed.title', { invoice: order.invoice_no })}</span>
        }
        subTitle={t('newOrder.placed.text', {
          total: formatTaka(order.total, language),
          source: t(`newOrder.sources.${source}`),
        })}
        extra={
          <Flex wrap gap={8} justify="center">
            <Button type="primary" autoFocus onClick={onAnother}>
              {t('newOrder.placed.another')}
            </Button>
            <Button onClick={() => void navigate(paths.admin.orderPrint(order.invoice_no, 'slip'))}>
              {t('newOrder.placed.slip')}
            </Button>
            <Button onClick={() => void navigate(paths.admin.orders)}>
              {t('newOrder.placed.orders')}
            </Button>
          </Flex>
        }
      />
    </Card>
  );
}
