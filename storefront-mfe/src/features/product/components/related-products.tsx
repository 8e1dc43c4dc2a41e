import type { ProductCard as Card } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from '../../catalog';

/** Related cards cut the name to 16 characters (spec §9). */
const RELATED_NAME_LIMIT = 16;

/** The related items' cards under the product, when there are any. */
export function RelatedProducts({ items }: { items: readonly Card[] }) {
  const { t } = useT('storefront');
  if (items.length === 0) return null;
  return (
    <section className="sf-section" aria-labelledby="sf-related">
      <h2 id="sf-related" className="sf-section__title">
        {t('product.related')}
      </h2>
      <ul className="sf-grid">
        {items.map((item) => (
          <li key={item.id_transaction}>
            <ProductCard product={item} addMode="append" nameLimit={RELATED_NAME_LIMIT} />
          </li>
        ))}
      </ul>
    </section>
  );
}
