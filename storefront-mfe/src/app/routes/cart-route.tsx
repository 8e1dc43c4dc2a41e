import '../../features/cart/cart.css';
import '../../features/checkout/checkout.css';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { CartPage } from '../../features/cart/components/cart-page';
import { OrderForm } from '../../features/checkout/components/order-form';

/** `/cart` and `/checkout/:id`: the same screen (spec §2). */
export default function CartRoute() {
  const [placedInvoice, setPlacedInvoice] = useState<number | null>(null);
  return (
    <CartPage
      placedInvoice={placedInvoice}
      orderForm={
        <AntdScope>
          <OrderForm onPlaced={(order) => setPlacedInvoice(order.invoice_no)} />
        </AntdScope>
      }
    />
  );
}
