import type { ProductDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useLocalName } from '../../../lib/use-local';

/** The product's facts that it has, as a list of label and value. */
export function ProductFacts({ detail }: { detail: ProductDetail }) {
  const { t } = useT('storefront');
  const localName = useLocalName();
  const { product } = detail;
  // With more than one size on sale the choice names them; one size is a fact like the others.
  const choosesSize = detail.sizes.length > 1;

  // Names in the reader's language; a brand, a model and a code are names and ids, as written.
  const facts: [string, string | null][] = [
    [t('product.colour'), localName(product.color_name, product.color_name_bn)],
    [t('product.size'), choosesSize ? null : localName(product.size_name, product.size_name_bn)],
    [
      t('product.material'),
      product.material_name && localName(product.material_name, product.material_name_bn),
    ],
    [t('product.brand'), product.brand_name],
    [t('product.category'), localName(product.category_name, product.category_name_bn)],
    [t('product.model'), product.model],
    [
      t('product.type'),
      product.product_type && localName(product.product_type, product.product_type_bn),
    ],
    [t('product.code'), product.product_code],
  ];

  return (
    <dl className="sf-facts">
      {facts
        .filter((fact): fact is [string, string] => !!fact[1])
        .map(([label, value]) => (
          <div key={label} className="sf-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
