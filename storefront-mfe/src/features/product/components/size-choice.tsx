import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { STOCK_FEW_LEFT, type ProductDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useLocalName } from '../../../lib/use-local';
import { productDetailQuery } from '../api/use-product-detail';

interface Props {
  sizes: ProductDetail['sizes'];
  /** The size this page sells (its product trace). */
  current: number;
  /** Before the page's code has arrived a choice could not be acted on. */
  ready: boolean;
}

/**
 * The sizes of this product and colour as one choice (native radio buttons: arrow keys move
 * between them, a screen reader reads "Size, M, 2 of 4"). A sold-out size is shown, disabled, with
 * "out of stock" in its name; choosing another size opens that size's own page
 * (`/productdetails/<id>`) without reloading, its data read before the page changes, so Add to
 * cart and Order always take the size on screen.
 */
export function SizeChoice({ sizes, current, ready }: Props) {
  const { t } = useT('storefront');
  const localName = useLocalName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = useId();
  const [choosing, setChoosing] = useState<number | null>(null);
  const { state } = useLocation();
  const checkedRef = useRef<HTMLInputElement>(null);
  // The page of the chosen size is a new page: the focus comes back to the choice that opened it.
  const cameByChoice = (state as { sizeChosen?: boolean } | null)?.sizeChosen === true;
  useEffect(() => {
    if (cameByChoice) checkedRef.current?.focus();
  }, [cameByChoice]);
  if (sizes.length < 2) return null;

  const choose = (idProductTrace: number) => {
    setChoosing(idProductTrace);
    void queryClient
      .ensureQueryData(productDetailQuery(idProductTrace))
      .catch(() => undefined)
      .then(() =>
        navigate(paths.product(idProductTrace), { replace: true, state: { sizeChosen: true } }),
      );
  };

  return (
    <fieldset className="sf-sizes" aria-busy={choosing !== null || undefined}>
      <legend className="sf-detail__subtitle">{t('product.chooseSize')}</legend>
      <div className="sf-sizes__list">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          const id = `${name}-${size.id_product_trace}`;
          return (
            <span key={size.id_product_trace} className="sf-sizes__item">
              <input
                ref={size.id_product_trace === current ? checkedRef : undefined}
                id={id}
                type="radio"
                name={name}
                className="sf-sizes__input"
                value={size.id_product_trace}
                checked={(choosing ?? current) === size.id_product_trace}
                disabled={soldOut || !ready}
                onChange={() => choose(size.id_product_trace)}
              />
              <label
                htmlFor={id}
                className={`sf-sizes__option${soldOut ? ' sf-sizes__option--out' : ''}`}
              >
                {localName(size.size_name, size.size_name_bn)}
                {/* The stock bands the page shows, said with each size to a screen reader. */}
                {soldOut ? (
                  <span className="sf-visually-hidden">, {t('product.sizeSoldOut')}</span>
                ) : size.stock <= STOCK_FEW_LEFT ? (
                  <span className="sf-visually-hidden">
                    , {t('product.onlyLeft', { count: size.stock })}
                  </span>
                ) : null}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
