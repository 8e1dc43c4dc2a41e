import type { TableProps } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderListProps } from '../order-list-props';

type Rows = Pick<TableProps<OrderSummary>, 'rowSelection' | 'rowClassName' | 'onRow'>;

/**
 * The table's rows: chosen for the bulk actions with their boxes, and opened by a click or Enter;
 * the open order is marked apart from the chosen ones (antd's selected rows).
 */
export function useOrderRows(
  props: Pick<OrderListProps, 'chosen' | 'onChoose' | 'selectedInvoice' | 'onSelect'>,
): Rows {
  const { t } = useT('backoffice');
  return {
    rowSelection: {
      selectedRowKeys: [...props.chosen],
      // The choice outlives a page turn: "all matching the filter" spans pages.
      preserveSelectedRowKeys: true,
      onChange: (keys) => props.onChoose(new Set(keys.map(Number))),
      // The page's box is in the bulk bar, for the cards too: a box in this header is copied
      // by antd into a hidden measuring row, where it would be a focusable hidden control.
      columnTitle: <span className="poshak-visually-hidden">{t('orders.list.chooseColumn')}</span>,
      getCheckboxProps: (order) => ({
        'aria-label': t('orders.list.choose', { invoice: order.invoice_no }),
      }),
    },
    rowClassName: (o) => (o.invoice_no === props.selectedInvoice ? 'poshak-order-open' : ''),
    onRow: (order) => ({
      onClick: () => props.onSelect(order.invoice_no),
      onKeyDown: (e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) props.onSelect(order.invoice_no);
      },
      tabIndex: 0,
      'aria-selected': order.invoice_no === props.selectedInvoice,
      style: { cursor: 'pointer' },
    }),
  };
}
