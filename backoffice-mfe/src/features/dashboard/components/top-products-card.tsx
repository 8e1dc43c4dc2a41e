import { Link } from 'react-router-dom';
import { Empty, Typography } from 'antd';
import type { Dashboard } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { localName } from '../../../lib/local-name';
import { formatCount } from '../format';
import { listLinks } from '../links';
import { Line, Section } from './figure-parts';

/** The best sellers: units and takings, each a link to its product. */
export function TopProductsCard({ products }: { products: Dashboard['top_products'] }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();

  return (
    <Section title={t('dashboard.topProducts')} testId="dashboard-top-products">
      {products.length === 0 ? (
        <Empty description={t('dashboard.noSales')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="poshak-lines">
          {products.map((p) => (
            <Line
              key={p.product_code}
              figure={`${formatCount(p.units, language)} ${t('dashboard.units')} · ${formatTaka(p.takings, language)}`}
            >
              <Link to={listLinks.product(p.product_code)}>
                {localName(p.product_name, p.product_name_bn, language)}{' '}
                <Typography.Text type="secondary">{p.product_code}</Typography.Text>
              </Link>
            </Line>
          ))}
        </ul>
      )}
    </Section>
  );
}
