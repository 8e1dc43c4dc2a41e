import { Link } from 'react-router-dom';
import { Card, Flex, Typography } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { useCodSummary } from '../api/use-cod-summary';

/**
 * Cash still with the couriers: collected at the door and not yet paid to the shop, linking to
 * the reconciliation. A figure that cannot be read leaves the card out rather than the dashboard.
 */
export function CodCard() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const summary = useCodSummary();
  if (!summary.data) return null;
  const { with_couriers, parcels_with_couriers, mismatches } = summary.data;
  return (
    <Card title={t('dashboard.cod.title')} size="small" data-testid="dashboard-cod">
      <Flex vertical gap={4}>
        <Link to={paths.admin.cod} className="poshak-figure" data-testid="dashboard-cod-amount">
          <span className="poshak-figure__label">{t('dashboard.cod.hint')}</span>
          <span className="poshak-figure__value">{formatTaka(with_couriers, language)}</span>
        </Link>
        <Typography.Text type="secondary">
          {t('dashboard.cod.parcels', { count: parcels_with_couriers })}
        </Typography.Text>
        {mismatches > 0 && (
          <Link to={`${paths.admin.cod}?state=mismatch`}>
            <Typography.Text type="danger">
              {t('dashboard.cod.mismatches', { count: mismatches })}
            </Typography.Text>
          </Link>
        )}
      </Flex>
    </Card>
  );
}
