import type { TablePaginationConfig } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import type { OrderListSort } from './hooks/use-order-columns';

/** What the orders list is given, as a table on a wide screen or as cards on a phone. */
export interface OrderListProps {
  orders: OrderSummary[];
  loading: boolean;
  selectedInvoice: number | null;
  onSelect: (invoiceNo: number) => void;
  pagination: TablePaginationConfig | false;
  /** Why the user may not change a status, or null. */
  readOnlyReason: string | null;
  /** The orders chosen for a bulk action (on any page). */
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  sort: OrderListSort;
  onSort: (sort: OrderListSort) => void;
  /** The details sit beside the table: it keeps to the columns that decide what to do next. */
  narrow?: boolean;
}
