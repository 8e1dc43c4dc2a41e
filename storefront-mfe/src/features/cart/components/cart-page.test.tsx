import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_WEIGHT_GRAMS } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { cartStore } from '../cart-store';
import { cartItemOf } from '../use-add-to-cart';
import { fakeApi } from '../../../testing/fake-api';
import { productCard } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { OrderConfirmation, OrderForm, type PlacedOrderView } from '../../checkout';
import { CartPage } from './cart-page';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
  api = fakeApi({
    'GET /shipping/getAll': () => [
      200,
      [
        {
          id_shipping: 1,
          shipping_name: 'Inside Dhaka',
          cost: 80,
          delivery_min_days: 1,
          delivery_max_days: 2,
          zone: 'inside_dhaka',
          step_grams: 1000,
          step_fee: 15,
        },
        {
          id_shipping: 2,
          shipping_name: 'Outside Dhaka',
          cost: 130,
          delivery_min_days: 2,
          delivery_max_days: 4,
          zone: 'outside_dhaka',
          step_grams: 1000,
          step_fee: 25,
        },
      ],
    ],
    'POST /orders': () => [
      200,
      {
        invoice_no: 17,
        id_customer: 3,
        lines: [],
        subtotal: 1,
        shipping_cost: 80,
        discount: 0,
        coupon_code: null,
        total: 81,
      },
    ],
    // The server's price and stock of the lines: as they were added.
    'GET /storefront/stock': () => [
      200,
      [productCard(1, { product_name: longName }), productCard(2, { stock: 2 })].map((c, i) => ({
        id_transaction: c.id_transaction,
        product_name: c.product_name,
        product_name_bn: c.product_name_bn,
        price: c.price,
        stock: c.stock,
        size_name: i === 0 ? 'XL' : null,
        size_name_bn: null,
        // Not weighed by the shop: the server's default weight.
        weight_grams: DEFAULT_WEIGHT_GRAMS,
      })),
    ],
  });
});
afterEach(() => {
  api.restore();
  act(() => toast.remove());
});

/** The cart screen as the `/cart` route composes it. */
function CartScreen() {
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null);
  if (placed) return <OrderConfirmation placed={placed} />;
  return <CartPage orderForm={<OrderForm onPlaced={setPlaced} />} />;
}

const longName = 'Handloom jamdani saree with golden border';
function fillCart() {
  act(() => {
    cartStore.getState().addMerging(cartItemOf(productCard(1, { product_name: longName })));
    cartStore.getState().addMerging(cartItemOf(productCard(2, { stock: 2 })));
  });
}
const lineOf = (name: string) =>
  screen
    .getByRole('link', { name: new RegExp(`^${name.slice(0, 10)}`) })
    .closest('li') as HTMLElement;

describe('CartPage', () => {
  it('says the cart is empty and offers Continue Shopping to the home page', () => {
    renderWithShop(<CartScreen />, { url: '/cart' });
    expect(
      screen.getByText('There are no items in this cart! please select first'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('lists each line with its name cut to 15 characters, price and line total', () => {
    fillCart();
    renderWithShop(<CartScreen />, { url: '/cart' });
    const line = lineOf(longName);
    expect(within(line).getByRole('link', { name: 'Handloom jamdan…' })).toHaveAttribute(
      'href',
      '/productdetails/201',
    );
    expect(within(line).getAllByText('৳ 1,050')).toHaveLength(2);
  });

  it('names the size of each line, once the stock check has said it', async () => {
    fillCart();
    renderWithShop(<CartScreen />, { url: '/cart' });
    expect(await within(lineOf(longName)).findByText('Size: XL')).toBeInTheDocument();
    expect(within(lineOf('Cotton panjabi 2')).queryByText(/^Size:/)).toBeNull();
  });

  it('on a Bengali page names each size in Bengali, a size that is a number in Bengali digits', async () => {
    api.restore();
    api = fakeApi({
      'GET /storefront/stock': () => [
        200,
        [
          { card: productCard(1, { product_name: longName }), size: 'Free Size', bn: 'ফ্রি সাইজ' },
          { card: productCard(2, { stock: 2 }), size: '32', bn: null },
        ].map(({ card, size, bn }) => ({
          id_transaction: card.id_transaction,
          product_name: card.product_name,
          product_name_bn: card.product_name_bn,
          price: card.price,
          stock: card.stock,
          size_name: size,
          size_name_bn: bn,
          weight_grams: DEFAULT_WEIGHT_GRAMS,
        })),
      ],
    });
    act(() => languageStore.getState().setLanguage('bn'));
    fillCart();
    renderWithShop(<CartPage orderForm={null} />, { url: '/cart' });
    const line = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    expect(await within(line('সুতি পাঞ্জাবি ১')).findByText('সাইজ: ফ্রি সাইজ')).toBeInTheDocument();
    expect(within(line('সুতি পাঞ্জাবি ২')).getByText('সাইজ: ৩২')).toBeInTheDocument();
  });

  it('minus is disabled at 1, plus adds one up to the stock, remove drops the line', async () => {
    const user = userEvent.setup();
    fillCart();
    renderWithShop(<CartScreen />, { url: '/cart' });
    const name = 'Cotton panjabi 2';
    const minus = screen.getByRole('button', { name: `Decrease the quantity of ${name}` });
    const plus = screen.getByRole('button', { name: `Increase the quantity of ${name}` });
    const line = lineOf(name);
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(within(line).getByRole('status')).toHaveTextContent('2');
    expect(within(line).getByText('৳ 2,200')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(within(line).getByRole('status')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: `Remove ${name} from the cart` }));
    expect(screen.queryByText(name)).toBeNull();
    await user.click(screen.getByRole('button', { name: `Remove ${longName} from the cart` }));
    expect(
      screen.getByText('There are no items in this cart! please select first'),
    ).toBeInTheDocument();
  });

  it('after the order it shows the confirmation with the invoice number, not the form', async () => {
    const user = userEvent.setup();
    fillCart();
    renderWithShop(<CartScreen />, { url: '/checkout/1' });
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Karim');
    await user.type(screen.getByLabelText('Address', { exact: false }), 'Mirpur 10, Dhaka');
    await user.type(screen.getByLabelText('Mobile', { exact: false }), '01812345678');
    await user.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Thank you! Your invoice number is 17.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? 'null')).toEqual([]);
  });
});
