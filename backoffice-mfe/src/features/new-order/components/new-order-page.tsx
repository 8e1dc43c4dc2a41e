import './new-order.css';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Col, Flex, Row, Typography } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { ShopForm } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { useShopConfig } from '../api/use-new-order';
import { newOrderFields } from '../model/new-order-form';
import { useNewOrder, type PlacedStaffOrder } from '../model/use-new-order';
import { CustomerSection } from './customer-section';
import { FeeSection } from './fee-section';
import { OrderLinesList } from './order-lines-list';
import { OrderPlaced } from './order-placed';
import { ProductPicker } from './product-picker';
import { Section } from './section';
import { SourceSection } from './source-section';
import { SummarySection } from './summary-section';

/**
 * New order: an order a staff member takes for a customer (phone, Messenger, in the shop, a
 * Facebook comment), placed by checkout's own rules. The phone comes first: the customer's name,
 * address and past orders come with it. Everything works from the keyboard: Tab moves on, Enter
 * picks and adds, Ctrl + Enter places the order.
 */
export function NewOrderPage() {
  const [placed, setPlaced] = useState<PlacedStaffOrder | null>(null);
  // Each new order starts from an empty form of its own.
  const [round, setRound] = useState(0);
  if (placed) {
    return (
      <OrderPlaced
        placed={placed}
        onAnother={() => {
          setPlaced(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  return <NewOrderForm key={round} onPlaced={setPlaced} />;
}

function NewOrderForm({ onPlaced }: { onPlaced: (placed: PlacedStaffOrder) => void }) {
  const { t } = useT('backoffice');
  const feeAsked = useShopConfig().data?.advanceFee.on ?? false;
  const order = useNewOrder(onPlaced);
  const { control, lines } = order;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void order.submit();
    }
  };

  return (
    <div onKeyDown={onKeyDown} className="poshak-new-order">
      <ShopForm texts="backoffice" schema={newOrderFields} component="div">
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <PageTitle>{t('newOrder.title')}</PageTitle>
            <Link to={paths.admin.orders}>{t('newOrder.toOrders')}</Link>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('newOrder.intro')}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={11}>
              <Flex vertical gap={16}>
                <CustomerSection
                  control={control}
                  phone={order.phone}
                  lookup={order.lookup}
                  latest={order.latest}
                  lines={lines.lines}
                />
                <SourceSection control={control} />
              </Flex>
            </Col>
            <Col xs={24} lg={13}>
              <Flex vertical gap={16}>
                <Section title={t('newOrder.products')}>
                  <ProductPicker onAdd={lines.add} />
                  <OrderLinesList
                    lines={lines.lines}
                    missing={lines.missing}
                    onQuantity={lines.setQuantity}
                    onRemove={lines.remove}
                  />
                </Section>
                {feeAsked && <FeeSection control={control} />}
                <SummarySection order={order} />
              </Flex>
            </Col>
          </Row>
        </Flex>
      </ShopForm>
    </div>
  );
}
