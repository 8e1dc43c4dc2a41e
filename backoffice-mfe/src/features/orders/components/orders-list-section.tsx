import { ErrorState } from '@poshak/shared-ui/error-state';
import { useT } from '@poshak/shared-ui/i18n';
import { errorText } from '../../../lib/error-text';
import { OrderCards } from './order-cards';
import type { OrderListProps } from '../order-list-props';
import { OrdersTable } from './orders-table';

interface Props extends OrderListProps {
  /** A phone: one card per order instead of the table. */
  phone: boolean;
  /** The list's failure, once it failed; null while it has not. */
  error: unknown;
  onRetry: () => void;
}

/** The orders as a table, or cards on a phone; the failure with a retry in their place. */
export function OrdersListSection({ phone, error, onRetry, ...list }: Props) {
  const { t } = useT('backoffice');
  if (error !== null) return <ErrorState message={errorText(error)} onRetry={onRetry} />;
  const List = phone ? OrderCards : OrdersTable;
  return (
    <section aria-label={t('orders.list.label')}>
      <List {...list} />
    </section>
  );
}
