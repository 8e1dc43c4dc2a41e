import { Button, Flex, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { NumberBox } from '../../../components/number-box';
import { localName } from '../../../lib/local-name';
import { unitsAllowed, type OrderLine } from '../model/order-lines';
import { productName } from '../model/product-name';

interface Props {
  lines: readonly OrderLine[];
  onQuantity: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
  /** Said when the order was tried without a line. */
  missing: boolean;
}

/** The order's lines: each product, its colour and size, price × quantity (changeable) and a remove button. */
export function OrderLinesList({ lines, onQuantity, onRemove, missing }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (amount: number) => formatTaka(amount, language);
  if (lines.length === 0) {
    return (
      <Typography.Text type={missing ? 'danger' : 'secondary'} role={missing ? 'alert' : undefined}>
        {missing ? t('newOrder.linesRequired') : t('newOrder.noLines')}
      </Typography.Text>
    );
  }
  return (
    <ul className="poshak-new-order-lines" aria-label={t('newOrder.lines')}>
      {lines.map((line) => {
        const name = productName(line, language);
        return (
          <li key={line.id_transaction}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis={{ tooltip: name }}>
                  {name}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {line.product_code} · {localName(line.color_name, line.color_name_bn, language)} ·{' '}
                  {localName(line.size_name, line.size_name_bn, language)}
                </Typography.Text>
              </Flex>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('newOrder.remove', { name })}
                onClick={() => onRemove(line.id_transaction)}
              />
            </Flex>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex align="center" gap={6}>
                <span>{taka(line.price)} ×</span>
                <NumberBox
                  aria-label={t('newOrder.quantityOf', { name })}
                  min={1}
                  max={Math.max(1, unitsAllowed(line))}
                  precision={0}
                  value={line.quantity}
                  onChange={(value) => {
                    if (typeof value === 'number') onQuantity(line.id_transaction, value);
                  }}
                  style={{ width: 72 }}
                />
              </Flex>
              <Typography.Text strong>{taka(line.price * line.quantity)}</Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
