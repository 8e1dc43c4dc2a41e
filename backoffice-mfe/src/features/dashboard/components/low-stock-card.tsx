import { Link } from 'react-router-dom';
import { Empty, Flex, Typography } from 'antd';
import type { Dashboard } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { localName } from '../../../lib/local-name';
import { listLinks } from '../links';
import { Figure, Line, Section } from './figure-parts';

/** How many entries run low (a link to their list), and the first of them with what is left. */
export function LowStockCard({ low }: { low: Dashboard['low_stock'] }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();

  return (
    <Section
      title={t('dashboard.lowStock', { threshold: low.threshold })}
      testId="dashboard-low-stock"
    >
      {low.count === 0 ? (
        <Empty description={t('dashboard.noLowStock')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap={8}>
          <Figure
            label={t('dashboard.openList')}
            value={
              low.count >= low.count_cap
                ? t('dashboard.lowStockMore', { count: low.count_cap })
                : t('dashboard.lowStockCount', { count: low.count })
            }
            to={listLinks.lowStock()}
            testId="dashboard-low-stock-count"
          />
          <ul className="poshak-lines">
            {low.items.map((item) => (
              <Line
                key={item.id_transaction}
                figure={
                  <Typography.Text type="danger">
                    {t('dashboard.left', { count: item.quantity })}
                  </Typography.Text>
                }
              >
                <Link to={listLinks.stockEntry(item.id_transaction)}>
                  {localName(item.product_name, item.product_name_bn, language)}{' '}
                  <Typography.Text type="secondary">
                    {`${localName(item.color_name, item.color_name_bn, language)} · ${localName(item.size_name, item.size_name_bn, language)}`}
                  </Typography.Text>
                </Link>
              </Line>
            ))}
          </ul>
        </Flex>
      )}
    </Section>
  );
}
