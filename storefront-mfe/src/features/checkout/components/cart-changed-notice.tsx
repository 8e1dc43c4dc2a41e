import type { Ref } from 'react';
import { Button } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { cartStore, type CartLine } from '../../cart';
import { useTaka } from '../../../lib/use-taka';

interface Props {
  lines: readonly CartLine[];
  total: number;
  /** Brought into view when an order is sent while the cart waits for agreement. */
  noticeRef: Ref<HTMLDivElement>;
}

/** The cart changed under the shopper: a sold-out line to remove, or a new total to accept. */
export function CartChangedNotice({ lines, total, noticeRef }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const soldOut = lines.some((l) => l.stock === 0);
  return (
    <div className="sf-order__changed" role="alert" ref={noticeRef} tabIndex={-1}>
      <p>{soldOut ? t('order.removeSoldOut') : t('order.changed', { total: taka(total) })}</p>
      {!soldOut && (
        <Button onClick={() => cartStore.getState().acceptChanges()}>
          {t('order.acceptTotal', { total: taka(total) })}
        </Button>
      )}
    </div>
  );
}
