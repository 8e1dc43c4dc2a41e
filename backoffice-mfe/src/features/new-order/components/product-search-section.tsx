import type { RefObject } from 'react';
import { AutoComplete, Flex, Form, Typography } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import type { ProductSearch } from '../hooks/use-product-search';
import { productName } from '../model/product-name';

interface ProductSearchSectionProps {
  search: ProductSearch;
  searchBox: RefObject<RefSelectProps | null>;
  onPick: (code: string) => void;
}

/** The product box: a code or a name typed, the products found with the units each has left. */
export function ProductSearchSection({ search, searchBox, onPick }: ProductSearchSectionProps) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const { text, setText, typed, searching, products } = search;
  // Nothing to suggest for an empty box (the last search's products stay out of the way).
  const options = (text.trim() ? products : []).map(({ entry: p, units }) => ({
    value: p.product_code,
    label: (
      <Flex justify="space-between" gap={8}>
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <Typography.Text strong>{p.product_code}</Typography.Text> {productName(p, language)}
        </span>
        <Typography.Text type={units > 0 ? 'secondary' : 'danger'} style={{ whiteSpace: 'nowrap' }}>
          {units > 0 ? t('newOrder.left', { count: units }) : t('newOrder.soldOut')}
        </Typography.Text>
      </Flex>
    ),
  }));

  return (
    <Form.Item
      label={t('newOrder.product')}
      htmlFor="new-order-product"
      style={{ marginBottom: 12 }}
    >
      <AutoComplete
        ref={searchBox}
        id="new-order-product"
        value={text}
        options={options}
        onChange={(value: string) => setText(value ?? '')}
        onSelect={(value: string) => onPick(value)}
        // Enter takes the first match: typing a code and Enter picks its product.
        defaultActiveFirstOption
        placeholder={t('newOrder.productPlaceholder')}
        notFoundContent={
          typed.trim() && !searching && products.length === 0
            ? t('newOrder.noMatch')
            : searching
              ? t('newOrder.searching')
              : null
        }
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
