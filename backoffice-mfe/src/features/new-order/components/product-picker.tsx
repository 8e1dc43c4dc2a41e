import { useRef } from 'react';
import { Flex } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { useProductSearch } from '../hooks/use-product-search';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { lineOf, type OrderLine } from '../model/order-lines';
import { ProductSearchSection } from './product-search-section';
import { VariantChoiceSection } from './variant-choice-section';

interface Props {
  onAdd: (line: OrderLine) => void;
}

/**
 * Finds a product by its code or name, then its colour and size (one stock entry) and how many:
 * type, Enter, a colour, Tab, a size, Tab, the quantity, Enter — and the search box is ready for
 * the next product.
 */
export function ProductPicker({ onAdd }: Props) {
  const search = useProductSearch();
  const choice = useVariantChoice();
  const searchBox = useRef<RefSelectProps>(null);
  const first = choice.picked[0];

  const pickProduct = (code: string) => {
    choice.pick(code, search.found);
    search.setText('');
  };

  const add = () => {
    const { entry, quantity } = choice;
    if (!choice.ready || !entry || !quantity) return;
    onAdd(lineOf(entry, quantity));
    choice.pick(null);
    searchBox.current?.focus();
  };

  return (
    <Flex vertical gap={0}>
      <ProductSearchSection search={search} searchBox={searchBox} onPick={pickProduct} />
      {first && <VariantChoiceSection product={first} choice={choice} onAdd={add} />}
    </Flex>
  );
}
