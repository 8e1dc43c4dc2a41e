import { App } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * Asks before rejecting advance fees (one order's or many): a rejected fee keeps an order from
 * becoming Ready-To-Shift. Resolves true when the user goes ahead.
 */
export function useConfirmFeeRejection() {
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  return (title: string) =>
    modal.confirm({
      title,
      content: t('orders.fee.confirmRejectText'),
      okText: t('orders.fee.reject'),
      okButtonProps: { danger: true },
      cancelText: t('orders.fee.keep'),
    });
}
