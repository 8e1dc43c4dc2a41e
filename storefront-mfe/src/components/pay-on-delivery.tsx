import type { OrderFeeStatus } from '@poshak/shared-api';
import { amountToPayOnDelivery } from '@poshak/shared-api/money';
import { useT } from '@poshak/shared-ui/i18n';
import { useTaka } from '../lib/use-taka';

/** The money of a placed order that decides what the courier is handed. */
export interface OrderAtTheDoor {
  total: number;
  shipping_cost: number;
  fee_status: OrderFeeStatus;
}

const ADVANCE_LABEL: Partial<Record<OrderFeeStatus, string>> = {
  unverified: 'payOnDelivery.feeSent',
  verified: 'payOnDelivery.feePaid',
};

/**
 * The cash to hand the courier, said plainly under an order's total (rows of an `sf-totals`
 * list): the delivery fee paid or sent in advance taken off, by the one money rule the staff's
 * "To Collect" follows (`amountToPayOnDelivery`).
 */
export function PayOnDelivery({
  order,
  beforeOrdering = false,
}: {
  order: OrderAtTheDoor;
  /** In the cart: the fee in advance is still to be sent with the order. */
  beforeOrdering?: boolean;
}) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const advance =
    beforeOrdering && order.fee_status === 'unverified'
      ? 'payOnDelivery.feeNow'
      : ADVANCE_LABEL[order.fee_status];
  return (
    <>
      {advance && (
        <div className="sf-totals__advance">
          <dt>{t(advance)}</dt>
          <dd>−{taka(order.shipping_cost)}</dd>
        </div>
      )}
      <div className="sf-totals__due">
        <dt>
          {t(
            order.fee_status === 'rejected'
              ? 'payOnDelivery.toPayFeeIncluded'
              : 'payOnDelivery.toPay',
          )}
        </dt>
        <dd>{taka(amountToPayOnDelivery(order))}</dd>
      </div>
    </>
  );
}
