import { Button, Flex, Tag, Typography } from 'antd';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { StockEntry } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** Spec §9: the product name is cut to 15 characters in the add-product table. */
export const NAME_CUT = 15;

/**
 * A long value cut to its column's width, whole in its tooltip: the table fits a 1280 px screen,
 * Quantity and the picture included, with no column pinned over another.
 */
export function CutText({ text, width }: { text: string | null; width: number }) {
  if (text === null) return '—';
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  );
}

/**
 * The product code, and under it the button asking for its storefront link: the row is as tall
 * as its picture anyway, and the table keeps the width it had.
 */
export function CodeCell({
  entry: e,
  onLink,
}: {
  entry: StockEntry;
  onLink?: (entry: StockEntry) => void;
}) {
  const { t } = useT('backoffice');
  return (
    <Flex vertical align="start" gap={2}>
      {e.product_code}
      {onLink && (
        <Button
          type="text"
          size="small"
          icon={<LinkOutlined />}
          aria-label={t('stock.link.open', { name: e.product_name })}
          title={t('stock.link.open', { name: e.product_name })}
          onClick={(event) => {
            // The link, not the row: the form keeps what it holds.
            event.stopPropagation();
            onLink(e);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          style={{ marginInlineStart: -6 }}
        />
      )}
    </Flex>
  );
}

/** The name cut to NAME_CUT (whole in its title), and Archived for an entry off sale. */
export function NameCell({ entry: e }: { entry: StockEntry }) {
  const { t } = useT('backoffice');
  return (
    <>
      <span title={e.product_name}>{e.product_name.slice(0, NAME_CUT)}</span>
      {e.archived && (
        <Tag style={{ marginInlineStart: 6, color: '#595959' }}>{t('stock.archived')}</Tag>
      )}
    </>
  );
}
