import { Link } from 'react-router-dom';
import type { ProductDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { paths } from '@poshak/shared-ui/paths';
import { useLocalName } from '../../../lib/use-local';

const SWATCH = { width: 72, height: 90 } as const;

/** Up to 5 items of the same product in other colours (spec §2), each opening its own page. */
export function OtherColours({ items }: { items: ProductDetail['otherColours'] }) {
  const { t } = useT('storefront');
  const localName = useLocalName();
  if (items.length === 0) return null;
  return (
    <div className="sf-colours">
      <h2 className="sf-detail__subtitle">{t('product.otherColours')}</h2>
      <ul className="sf-colours__list">
        {items.slice(0, 5).map((item) => (
          <li key={item.id_transaction}>
            <Link to={paths.product(item.id_product_trace)} className="sf-colours__item">
              <ImageWithFallback
                image={item.image}
                width={SWATCH.width}
                height={SWATCH.height}
                sizes={`${SWATCH.width}px`}
                alt=""
              />
              <span>{localName(item.color_name, item.color_name_bn)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
