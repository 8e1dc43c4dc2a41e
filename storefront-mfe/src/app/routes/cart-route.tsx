import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { CartPage } from '../../features/cart/components/cart-page';
import { OrderConfirmation, OrderForm, type PlacedOrderView } from '../../features/checkout';

/** `/cart` and `/checkout/:id`: the same screen (spec §2); after an order, its confirmation. */
export default function CartRoute() {
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null);
  if (placed) return <OrderConfirmation placed={placed} />;
  return (
    <CartPage
      orderForm={
        <AntdScope>
          <OrderForm onPlaced={setPlaced} />
        </AntdScope>
      }
    />
  );
}
