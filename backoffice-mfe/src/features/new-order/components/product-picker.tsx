import { useEffect, useMemo, useRef, useState, type ComponentRef } from 'react';
import { AutoComplete, Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import type { StockEntry } from '@poshak/shared-api';
import { useLanguage, useT, type Language } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { localName } from '../../../lib/local-name';
import { useStockSearch } from '../api/use-new-order';
import { lineOf, unitsAllowed, type OrderLine } from '../model/order-lines';
import { useSettled } from '../model/use-settled';

interface Props {
  onAdd: (line: OrderLine) => void;
}

/** A product's name in the reader's language. */
export const productName = (
  p: { product_name: string; product_name_bn: string | null },
  language: Language,
) => localName(p.product_name, p.product_name_bn, language);

/** The entries of one product code still on sale, in the order the search gave them. */
const entriesOf = (entries: readonly StockEntry[], code: string | null) =>
  code === null ? [] : entries.filter((e) => e.product_code === code && !e.archived);

const distinct = <T,>(values: T[]) => [...new Set(values)];

/**
 * Finds a product by its code or name, then its colour and size (one stock entry) and how many:
 * type, Enter, a colour, Tab, a size, Tab, the quantity, Enter — and the search box is ready for
 * the next product.
 */
export function ProductPicker({ onAdd }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const [text, setText] = useState('');
  const typed = useSettled(text, 250);
  const search = useStockSearch(typed);
  const [code, setCode] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const searchBox = useRef<RefSelectProps>(null);
  const colorBox = useRef<RefSelectProps>(null);
  const sizeBox = useRef<RefSelectProps>(null);
  const quantityBox = useRef<ComponentRef<typeof InputNumber>>(null);
  // The entries of the product picked are kept while the search box is typed into again.
  const [picked, setPicked] = useState<StockEntry[]>([]);

  const found = useMemo(() => (search.data?.items ?? []).filter((e) => !e.archived), [search.data]);
  const products = useMemo(() => {
    const byCode = new Map<string, { entry: StockEntry; units: number }>();
    for (const entry of found) {
      const seen = byCode.get(entry.product_code);
      byCode.set(entry.product_code, {
        entry: seen?.entry ?? entry,
        units: (seen?.units ?? 0) + Math.max(0, entry.quantity),
      });
    }
    return [...byCode.values()];
  }, [found]);

  const variants = picked;
  const colors = distinct(variants.map((e) => e.color_name));
  const colorName = (color: string) => {
    const named = variants.find((e) => e.color_name === color);
    return localName(color, named?.color_name_bn ?? null, language);
  };
  // A colour, or a size in stock, that is the only one is chosen already.
  const chosenColor = color ?? (colors.length === 1 ? (colors[0] ?? null) : null);
  const sizes = variants.filter((e) => e.color_name === chosenColor);
  const inStock = sizes.filter((e) => e.quantity > 0);
  const chosenId = entryId ?? (inStock.length === 1 ? (inStock[0]?.id_transaction ?? null) : null);
  const entry = variants.find((e) => e.id_transaction === chosenId) ?? null;
  const allowed = entry ? unitsAllowed({ stock: entry.quantity }) : 0;

  // The keyboard goes on to what is left to choose: the colour, the size, then how many.
  useEffect(() => {
    if (code === null) return;
    if (chosenColor === null) colorBox.current?.focus();
    else if (chosenId === null) sizeBox.current?.focus();
    else quantityBox.current?.focus();
  }, [code, chosenColor, chosenId]);

  const pickProduct = (value: string) => {
    setCode(value);
    setPicked(entriesOf(found, value));
    setColor(null);
    setEntryId(null);
    setQuantity(1);
    setText('');
  };

  const add = () => {
    if (!entry || !quantity || quantity < 1 || quantity > allowed) return;
    onAdd(lineOf(entry, quantity));
    setCode(null);
    setPicked([]);
    setColor(null);
    setEntryId(null);
    setQuantity(1);
    searchBox.current?.focus();
  };

  const first = picked[0];
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
    <Flex vertical gap={0}>
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
          onSelect={(value: string) => pickProduct(value)}
          // Enter takes the first match: typing a code and Enter picks its product.
          defaultActiveFirstOption
          placeholder={t('newOrder.productPlaceholder')}
          notFoundContent={
            typed.trim() && !search.isFetching && products.length === 0
              ? t('newOrder.noMatch')
              : search.isFetching
                ? t('newOrder.searching')
                : null
          }
          style={{ width: '100%' }}
        />
      </Form.Item>
      {first && (
        <Flex vertical gap={8} data-testid="new-order-variant">
          <Typography.Text strong>
            {first.product_code} · {productName(first, language)}
          </Typography.Text>
          <Flex wrap gap={8} align="end">
            <Form.Item
              label={t('newOrder.color')}
              htmlFor="new-order-color"
              style={{ marginBottom: 0, flex: '1 1 120px' }}
            >
              <Select
                ref={colorBox}
                id="new-order-color"
                showSearch
                value={chosenColor}
                onChange={(value: string) => {
                  setColor(value);
                  setEntryId(null);
                }}
                optionFilterProp="label"
                options={colors.map((c) => ({ value: c, label: colorName(c) }))}
              />
            </Form.Item>
            <Form.Item
              label={t('newOrder.size')}
              htmlFor="new-order-size"
              style={{ marginBottom: 0, flex: '1 1 120px' }}
            >
              <Select
                ref={sizeBox}
                id="new-order-size"
                showSearch
                disabled={chosenColor === null}
                value={chosenId}
                onChange={(value: number) => setEntryId(value)}
                optionFilterProp="title"
                options={sizes.map((e) => ({
                  value: e.id_transaction,
                  title: localName(e.size_name, e.size_name_bn, language),
                  disabled: e.quantity <= 0,
                  label: `${localName(e.size_name, e.size_name_bn, language)} · ${formatTaka(e.price, language)} · ${
                    e.quantity > 0
                      ? t('newOrder.left', { count: e.quantity })
                      : t('newOrder.soldOut')
                  }`,
                }))}
              />
            </Form.Item>
            <Form.Item
              label={t('newOrder.quantity')}
              htmlFor="new-order-quantity"
              style={{ marginBottom: 0, flex: '0 1 96px' }}
            >
              <InputNumber
                ref={quantityBox}
                id="new-order-quantity"
                min={1}
                max={Math.max(1, allowed)}
                precision={0}
                value={quantity}
                disabled={entry === null}
                onChange={(value) => setQuantity(value)}
                onPressEnter={(event) => {
                  event.preventDefault();
                  add();
                }}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Button
              onClick={add}
              disabled={!entry || !quantity || quantity < 1 || quantity > allowed}
            >
              {t('newOrder.add')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
