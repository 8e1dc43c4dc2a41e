import { Button, Flex, Form, Select, Typography } from 'antd';
import type { StockEntry } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { NumberBox } from '../../../components/number-box';
import { localName } from '../../../lib/local-name';
import { useNextBoxFocus } from '../hooks/use-next-box-focus';
import type { VariantChoice } from '../hooks/use-variant-choice';
import { productName } from '../model/product-name';

interface VariantChoiceSectionProps {
  /** The product's first entry: its code and name. */
  product: StockEntry;
  choice: VariantChoice;
  onAdd: () => void;
}

/** The picked product's colour, size (price and units left) and quantity, and Add. */
export function VariantChoiceSection({ product, choice, onAdd }: VariantChoiceSectionProps) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const { picked, colors, chosenColor, sizes, chosenId, entry, quantity, allowed } = choice;
  const { colorBox, sizeBox, quantityBox } = useNextBoxFocus(
    product.product_code,
    chosenColor,
    chosenId,
  );
  const colorName = (color: string) => {
    const named = picked.find((e) => e.color_name === color);
    return localName(color, named?.color_name_bn ?? null, language);
  };
  const sizeName = (e: StockEntry) => localName(e.size_name, e.size_name_bn, language);
  const left = (e: StockEntry) =>
    e.quantity > 0 ? t('newOrder.left', { count: e.quantity }) : t('newOrder.soldOut');
  const field = { marginBottom: 0, flex: '1 1 120px' };

  return (
    <Flex vertical gap={8} data-testid="new-order-variant">
      <Typography.Text strong>
        {product.product_code} · {productName(product, language)}
      </Typography.Text>
      <Flex wrap gap={8} align="end">
        <Form.Item label={t('newOrder.color')} htmlFor="new-order-color" style={field}>
          <Select
            ref={colorBox}
            id="new-order-color"
            showSearch
            value={chosenColor}
            onChange={(value: string) => choice.chooseColor(value)}
            optionFilterProp="label"
            options={colors.map((c) => ({ value: c, label: colorName(c) }))}
          />
        </Form.Item>
        <Form.Item label={t('newOrder.size')} htmlFor="new-order-size" style={field}>
          <Select
            ref={sizeBox}
            id="new-order-size"
            showSearch
            disabled={chosenColor === null}
            value={chosenId}
            onChange={(value: number) => choice.chooseEntry(value)}
            optionFilterProp="title"
            options={sizes.map((e) => ({
              value: e.id_transaction,
              title: sizeName(e),
              disabled: e.quantity <= 0,
              label: `${sizeName(e)} · ${formatTaka(e.price, language)} · ${left(e)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('newOrder.quantity')}
          htmlFor="new-order-quantity"
          style={{ marginBottom: 0, flex: '0 1 96px' }}
        >
          <NumberBox
            ref={quantityBox}
            id="new-order-quantity"
            min={1}
            max={Math.max(1, allowed)}
            precision={0}
            value={quantity}
            disabled={entry === null}
            onChange={(value) => choice.setQuantity(value)}
            onPressEnter={(event) => {
              event.preventDefault();
              onAdd();
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Button onClick={onAdd} disabled={!choice.ready}>
          {t('newOrder.add')}
        </Button>
      </Flex>
    </Flex>
  );
}
