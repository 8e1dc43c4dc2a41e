import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacedOrder } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { cartItemOf, cartStore } from '../../cart';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { productCard } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ERROR_BORDER_MS } from '@poshak/shared-ui/form';
import { OrderForm } from './order-form';

const shipping = [
  {
    id_shipping: 1,
    shipping_name: 'Inside Dhaka',
    cost: 80,
    delivery_min_days: 1,
    delivery_max_days: 2,
  },
  {
    id_shipping: 2,
    shipping_name: 'Outside Dhaka',
    cost: 130,
    delivery_min_days: 2,
    delivery_max_days: 4,
  },
];
const placed: PlacedOrder = {
  invoice_no: 42,
  id_customer: 7,
  lines: [],
  subtotal: 2250,
  shipping_cost: 130,
  discount: 0,
  coupon_code: null,
  total: 2380,
};

/** What the server says of the cart's stock entries now (as they were added, unless a test moves them). */
let stockNow: { id_transaction: number; price: number; stock: number }[];
let api: ReturnType<typeof fakeApi>;
let orderReply: (
  request: FakeRequest,
) => [number, unknown] | 'network-error' | Promise<[number, unknown]>;
beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
  orderReply = () => [200, placed];
  stockNow = [
    { id_transaction: 101, price: 1000, stock: 20 },
    { id_transaction: 102, price: 250, stock: 20 },
  ];
  api = fakeApi({
    'GET /shipping/getAll': () => [200, shipping],
    'GET /storefront/stock': () => [
      200,
      stockNow.map((e) => ({
        ...e,
        product_name: `Item ${e.id_transaction}`,
        product_name_bn: null,
      })),
    ],
    'POST /orders': (request) => orderReply(request),
  });
});
afterEach(() => {
  api.restore();
  act(() => toast.remove());
  jest.useRealTimers();
});

const orders = () => api.requests.filter((r) => r.url === '/orders');
function fillCart() {
  act(() => {
    cartStore.getState().addMerging(cartItemOf(productCard(1, { price: 1000 })));
    cartStore.getState().addMerging(cartItemOf(productCard(1, { price: 1000 })));
    cartStore.getState().addLine(cartItemOf(productCard(2, { price: 250 })));
  });
}
const field = (name: string) => screen.getByLabelText(name, { exact: false });

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone = '01712345678') {
  await user.type(field('Name'), 'Rahima Begum');
  await user.type(field('Address'), 'House 12, Road 5, Dhanmondi');
  await user.type(field('Mobile'), phone);
  await user.click(await screen.findByRole('radio', { name: /Outside Dhaka/ }));
}

function renderForm(onPlaced = jest.fn()) {
  renderWithShop(<OrderForm onPlaced={onPlaced} />);
  return onPlaced;
}

describe('OrderForm', () => {
  it('marks the four required fields and gives the delivery fees from the server', async () => {
    renderForm();
    for (const name of ['Name', 'Address', 'Mobile'])
      expect(field(name)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: /Shipping area/ })).toBeInTheDocument();
    // The red * after each label is drawn, outside the fields' names.
    expect(document.querySelectorAll('label [data-required-mark]')).toHaveLength(4);
    // Each input stops where the server's order schema does.
    expect(field('Name')).toHaveAttribute('maxlength', '120');
    expect(field('Address')).toHaveAttribute('maxlength', '500');
    expect(field('Mobile')).toHaveAttribute('maxlength', '20');
    expect(
      await screen.findByText(
        'Delivery fee: inside Dhaka ৳ 80, outside Dhaka ৳ 130, paid in advance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Inside Dhaka (৳ 80)' })).toBeInTheDocument();
  });

  it('refuses to order from an empty cart: "cart is empty!"', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('cart is empty!')).toBeInTheDocument();
    expect(orders()).toHaveLength(0);
  });

  it('flags every empty field for 2.6 seconds with "One or many field is empty!"', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fillCart();
    renderForm();
    await user.type(field('Name'), 'Rahima');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('One or many field is empty!')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Shipping area/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first wrong field, not the button, has the focus.
    expect(field('Address')).toHaveFocus();
    act(() => jest.advanceTimersByTime(ERROR_BORDER_MS - 100));
    expect(field('Address')).toHaveAttribute('aria-invalid', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(field('Address')).toHaveAttribute('aria-invalid', 'false');
    // The border has gone; what is wrong is still said beside each empty field until it is filled.
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    await user.type(field('Address'), 'Mirpur');
    expect(screen.queryByText('Address is required')).toBeNull();
    expect(orders()).toHaveLength(0);
  });

  it('explains a mobile number it cannot use and sends nothing', async () => {
    const user = userEvent.setup();
    fillCart();
    renderForm();
    await fillForm(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number such as 01712345678'),
    ).toBeInTheDocument();
    expect(field('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(orders()).toHaveLength(0);
  });

  it('shows subtotal, shipping of the chosen area and total', async () => {
    const user = userEvent.setup();
    fillCart();
    renderForm();
    const totals = () => screen.getByText('Total').parentElement?.textContent;
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('৳ 2,250');
    expect(totals()).toContain('৳ 2,250');
    await user.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('৳ 80');
    expect(totals()).toContain('৳ 2,330');
    await user.click(screen.getByRole('radio', { name: /Outside Dhaka/ }));
    expect(totals()).toContain('৳ 2,380');
  });

  it('places the order in one call, then clears the cart and the form', async () => {
    const user = userEvent.setup();
    fillCart();
    const onPlaced = renderForm();
    await fillForm(user, '01712-345 678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Completed Successfully')).toBeInTheDocument();
    expect(orders().map((r) => r.body)).toEqual([
      {
        customer_name: 'Rahima Begum',
        customer_address: 'House 12, Road 5, Dhanmondi',
        customer_phone: '01712345678',
        shipping_id: 2,
        lines: [
          { id_transaction: 101, quantity: 2 },
          { id_transaction: 102, quantity: 1 },
        ],
        // The total the shopper was shown: the server refuses the order if it no longer holds.
        expected_total: 2380,
      },
    ]);
    expect(onPlaced).toHaveBeenCalledWith(
      expect.objectContaining({ order: placed, insideDhaka: false, phone: '01712345678' }),
    );
    expect(cartStore.getState().lines).toEqual([]);
    expect(field('Name')).toHaveValue('');
    expect(field('Mobile')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Outside Dhaka/ })).not.toBeChecked();
  });

  it('a double-click places one order', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    orderReply = () =>
      new Promise((resolve) => {
        release = () => resolve([200, placed]);
      });
    fillCart();
    renderForm();
    await fillForm(user);
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    act(() => release());
    expect(await screen.findByText('Order Completed Successfully')).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
  });

  it('a price that moved since the item was added is shown and agreed to before the order goes', async () => {
    const user = userEvent.setup();
    fillCart();
    renderForm();
    await fillForm(user);
    stockNow = [
      { id_transaction: 101, price: 1200, stock: 20 },
      { id_transaction: 102, price: 250, stock: 20 },
    ];
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const notice = await screen.findByText(
      'Prices or stock changed since you added these items. The total is now ৳ 2,780.',
    );
    expect(orders()).toHaveLength(0);
    expect(notice.closest('[role="alert"]')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept the new total ৳ 2,780' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).toMatchObject({ expected_total: 2780 });
  });

  it('a total refused by the server (a price moved meanwhile) orders nothing and says so', async () => {
    const user = userEvent.setup();
    orderReply = () => [
      409,
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'expected_total: the total is now ৳2580, not the ৳2380 expected',
      },
    ];
    fillCart();
    const onPlaced = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The total changed before your order was placed, so nothing was ordered.',
    );
    expect(onPlaced).not.toHaveBeenCalled();
    expect(cartStore.getState().lines).toHaveLength(2);
  });

  it('shows the server’s refusal and keeps the cart', async () => {
    const user = userEvent.setup();
    const message = 'Not enough stock for Cotton panjabi 1: 1 left';
    orderReply = () => [409, { statusCode: 409, error: 'Conflict', message }];
    fillCart();
    const onPlaced = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(cartStore.getState().lines).toHaveLength(2);
    expect(field('Name')).toHaveValue('Rahima Begum');
    expect(onPlaced).not.toHaveBeenCalled();
  });
});

describe('OrderForm without a network', () => {
  it('says "Network Error" in the reader’s language and keeps the cart', async () => {
    const user = userEvent.setup();
    orderReply = () => 'network-error';
    act(() => languageStore.getState().setLanguage('bn'));
    fillCart();
    renderForm();
    await user.type(field('নাম'), 'Rahima');
    await user.type(field('ঠিকানা'), 'Dhaka');
    await user.type(field('মোবাইল'), '01712345678');
    await user.click(await screen.findByRole('radio', { name: /ঢাকার ভিতরে/ }));
    await user.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('নেটওয়ার্ক ত্রুটি');
    expect(cartStore.getState().lines).toHaveLength(2);
  });
});
