import { useState } from 'react';
import { Card, Flex, Grid } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { usePermission } from '../../../lib/permissions';
import { useOrderChoice } from '../hooks/use-order-choice';
import { useOrdersPagination } from '../hooks/use-orders-pagination';
import { useShownOrders } from '../hooks/use-shown-orders';
import { orderFilter } from '../order-view';
import { useOrderView } from '../use-order-view';
import { NewOrderLink } from './new-order-link';
import { OrderBulkBar } from './order-bulk-bar';
import { bringDetailsIntoSight, OrderDetailsPane } from './order-details-pane';
import { OrdersFindSection } from './orders-find-section';
import { OrdersListSection } from './orders-list-section';

/**
 * Customer Order (spec §2) as a worklist: search and filters (in the address), the orders to
 * choose for a bulk action, and the chosen invoice's details — beside the list on a wide screen,
 * under it on a narrower one.
 */
export function OrdersPage() {
  const { t } = useT('backoffice');
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [view, changeView] = useOrderView();
  const pagination = useOrdersPagination(view, changeView);
  const [selected, setSelected] = useState<number | null>(null);
  const [heldBarHeight, setHeldBarHeight] = useState(0);
  const { orders, searched, setSearched, rows, loading, matching } = useShownOrders(view);
  const { readOnlyReason } = usePermission('orders');
  const takesOrders = usePermission('takeOrders').canWrite;
  const filter = orderFilter(view);
  const [chosen, setChosen] = useOrderChoice(filter);
  const beside = !!screens.xl && selected !== null;
  const details = (
    <OrderDetailsPane
      invoiceNo={selected}
      beside={beside}
      onClose={() => setSelected(null)}
      readOnlyReason={readOnlyReason}
    />
  );

  return (
    <Flex
      gap={16}
      align="start"
      // Room under the last card for the chosen orders' actions held at a phone screen's foot.
      style={phone && heldBarHeight > 0 ? { paddingBottom: heldBarHeight + 16 } : undefined}
    >
      <Flex vertical gap={16} style={{ flex: '1 1 0', minWidth: 0 }}>
        <Card
          title={<PageTitle>{t('orders.title')}</PageTitle>}
          extra={takesOrders && <NewOrderLink />}
          styles={{ body: { padding: 12 } }}
        >
          <Flex vertical gap={16}>
            <OrdersFindSection
              view={view}
              onChange={changeView}
              searched={searched}
              onFound={(invoiceNo) => {
                setSearched(invoiceNo);
                setSelected(invoiceNo);
              }}
              onShowAll={() => setSearched(null)}
              compact={phone}
            />
            <OrderBulkBar
              chosen={chosen}
              onChoose={setChosen}
              filter={filter}
              matching={matching}
              onPage={rows.map((order) => order.invoice_no)}
              pageOrders={rows}
              readOnlyReason={readOnlyReason}
              compact={phone}
              onHeldHeight={setHeldBarHeight}
            />
            <OrdersListSection
              phone={phone}
              error={orders.isError && searched === null ? orders.error : null}
              onRetry={() => void orders.refetch()}
              orders={rows}
              loading={loading}
              selectedInvoice={selected}
              onSelect={(invoiceNo) => {
                setSelected(invoiceNo);
                if (phone) bringDetailsIntoSight();
              }}
              readOnlyReason={readOnlyReason}
              pagination={searched === null && pagination(orders.data?.total ?? 0)}
              chosen={chosen}
              onChoose={setChosen}
              sort={{ by: view.sort, order: view.order }}
              onSort={({ by, order }) => changeView({ sort: by, order })}
              narrow={beside}
            />
          </Flex>
        </Card>
        {!beside && details}
      </Flex>
      {beside && details}
    </Flex>
  );
}
