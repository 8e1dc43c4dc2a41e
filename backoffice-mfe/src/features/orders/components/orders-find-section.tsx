import { Flex } from 'antd';
import { exportsApi } from '@poshak/shared-api';
import { ExportButton } from '../../../components/export-button';
import { orderFilter, type OrderView, type OrderViewChange } from '../order-view';
import { OrderFilters } from './order-filters';
import { OrderSearch } from './order-search';

interface Props {
  view: OrderView;
  onChange: OrderViewChange;
  /** The invoice searched for by its number, or null while the view's list is shown. */
  searched: number | null;
  onFound: (invoiceNo: number) => void;
  onShowAll: () => void;
  compact: boolean;
}

/** An invoice by its number; or, while none is searched for, the filters and the list's export. */
export function OrdersFindSection({
  view,
  onChange,
  searched,
  onFound,
  onShowAll,
  compact,
}: Props) {
  return (
    <>
      <OrderSearch searching={searched !== null} onFound={onFound} onShowAll={onShowAll} />
      {searched === null && (
        <Flex wrap gap={8} align="start" justify="space-between">
          <OrderFilters view={view} onChange={onChange} compact={compact} />
          <ExportButton download={() => exportsApi.orders(orderFilter(view))} />
        </Flex>
      )}
    </>
  );
}
