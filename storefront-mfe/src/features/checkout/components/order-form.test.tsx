import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacedOrder } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { ERROR_BORDER_MS } from '@poshak/shared-ui/form';
import { cartItemOf, cartStore } from '../../cart';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { productCard, shopConfig } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { OrderForm } from './order-form';

const shipping = [
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
let stockNow: { id_transaction: number; price: number; stock: number; weight_grams?: number }[];
let api: ReturnType<typeof fakeApi>;
let orderReply: (
  request: FakeRequest,
) => [number, unknown] | 'network-error' | Promise<[number, unknown]>;
/** The shop's configuration: cash on delivery unless a test asks for the fee in advance. */
let advanceFee: { on: boolean; bkash: string | null; nagad: string | null };
let quoteReply: (request: FakeRequest) => [number, unknown];
beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
  orderReply = () => [200, placed];
  advanceFee = { on: false, bkash: null, nagad: null };
  quoteReply = () => [500, {}];
  stockNow = [
    { id_transaction: 101, price: 1000, stock: 20 },
    { id_transaction: 102, price: 250, stock: 20 },
  ];
  api = fakeApi({
    'GET /shipping/getAll': () => [200, shipping],
    'GET /storefront/stock': () => [
      200,
      stockNow.map((e) => ({
        // Three pieces stay within the first kg: the area's own fee.
        weight_grams: 300,
        ...e,
        product_name: `Item ${e.id_transaction}`,
        product_name_bn: null,
        size_name: null,
        size_name_bn: null,
      })),
    ],
    'POST /orders': (request) => orderReply(request),
    'POST /orders/quote': (request) => quoteReply(request),
    'GET /config': () => [200, { ...shopConfig, advanceFee }],
  });
});
afterEach(() => {
  api.restore();
  act(() => toast.remove());
  jest.useRealTimers();
});

const orders = () => api.requests.filter((r) => r.url === '/orders');
/** A card's item as the cart's stock check leaves it: weighed (300 g a piece unless told). */
const weighed = (n: number, price: number, weight_grams = 300) => ({
  ...cartItemOf(productCard(n, { price })),
  weight_grams,
});
function fillCart() {
  act(() => {
    cartStore.getState().addMerging(weighed(1, 1000));
    cartStore.getState().addMerging(weighed(1, 1000));
    cartStore.getState().addLine(weighed(2, 250));
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
        'Delivery fee: inside Dhaka ৳ 80, outside Dhaka ৳ 130, paid in advance. The fee covers the first kg; each further kg adds a little.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Inside Dhaka (৳\u00a080)' })).toBeInTheDocument();
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
    expect(totals()).toContain('৳\u00a02,250');
    await user.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('৳ 80');
    expect(totals()).toContain('৳\u00a02,330');
    await user.click(screen.getByRole('radio', { name: /Outside Dhaka/ }));
    expect(totals()).toContain('৳\u00a02,380');
    // Cash on delivery: everything is handed to the courier.
    expect(screen.getByText('To pay on delivery').nextSibling).toHaveTextContent('৳ 2,380');
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
        expected_shipping_cost: 130,
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
    await user.click(screen.getByRole('button', { name: 'Accept the new total ৳\u00a02,780' }));
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
        code: 'total_changed',
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
  it('says "Network Error" in the reader’s language once its retries are spent, and keeps the cart', async () => {
    // The retries' waits pass on the test's clock.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    orderReply = () => 'network-error';
    act(() => languageStore.getState().setLanguage('bn'));
    fillCart();
    renderForm();
    await user.type(field('নাম'), 'Rahima');
    await user.type(field('ঠিকানা'), 'Dhaka');
    await user.type(field('মোবাইল'), '01712345678');
    await user.click(await screen.findByRole('radio', { name: /ঢাকার ভিতরে/ }));
    await user.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('নেটওয়ার্ক ত্রুটি');
    expect(cartStore.getState().lines).toHaveLength(2);
    // One attempt: the first call and its three retries, all with one key.
    expect(orders()).toHaveLength(4);
    expect(new Set(orders().map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('asks again with the same Idempotency-Key after a lost answer or a 502, and shows the one order', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const lost: ReturnType<typeof orderReply>[] = ['network-error', [502, 'Bad Gateway']];
    orderReply = () => lost.shift() ?? [200, placed];
    fillCart();
    const onPlaced = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Order Completed Successfully')).toBeInTheDocument();
    expect(onPlaced).toHaveBeenCalledTimes(1);
    const keys = orders().map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('takes a refusal as the answer, and a new Place Order is a new attempt with a new key', async () => {
    const user = userEvent.setup();
    orderReply = () => [409, { statusCode: 409, error: 'Conflict', message: 'Not enough stock' }];
    fillCart();
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough stock');
    expect(orders()).toHaveLength(1);
    orderReply = () => [200, placed];
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Completed Successfully')).toBeInTheDocument();
    const [first, second] = orders().map((r) => r.idempotencyKey);
    expect(first).not.toBe(second);
  });
});

describe('OrderForm with the delivery fee paid in advance', () => {
  beforeEach(() => {
    advanceFee = { on: true, bkash: '01700000001', nagad: null };
  });

  it('shows the area’s fee, only the merchant numbers set, the steps and the delivery days', async () => {
    const user = userEvent.setup();
    fillCart();
    renderForm();
    const fee = await screen.findByRole('region', { name: 'Delivery fee in advance' });
    expect(fee).toHaveTextContent('Choose the shipping area to see the delivery fee.');
    expect(fee).toHaveTextContent('01700000001');
    // Nagad has no number: neither shown nor offered.
    expect(screen.queryByRole('radio', { name: 'Nagad' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'bKash' })).toBeInTheDocument();
    expect(fee.querySelectorAll('ol > li')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: /Outside Dhaka/ }));
    expect(fee).toHaveTextContent('Delivery fee for Outside Dhaka: ৳ 130');
    expect(fee).toHaveTextContent('Send ৳ 130 to our number above.');
    expect(screen.getByText('Delivery in 2–4 days')).toBeInTheDocument();
    // The fee goes now, the rest at the door: ৳2,250 of items.
    expect(
      screen.getByText('Delivery fee, sent now by bKash or Nagad').nextSibling,
    ).toHaveTextContent('−৳ 130');
    expect(screen.getByText('To pay on delivery').nextSibling).toHaveTextContent('৳ 2,250');
  });

  it('in Bengali: the numbers, the fee and the delivery days in Bengali digits', async () => {
    const user = userEvent.setup();
    act(() => languageStore.getState().setLanguage('bn'));
    fillCart();
    renderForm();
    const fee = await screen.findByRole('region', { name: 'অগ্রিম ডেলিভারি চার্জ' });
    expect(fee).toHaveTextContent('০১৭০০০০০০০১');
    await user.click(screen.getByRole('radio', { name: /ঢাকার ভিতরে/ }));
    expect(fee).toHaveTextContent('ঢাকার ভিতরে ডেলিভারি চার্জ: ৳ ৮০');
    expect(screen.getByText('১–২ দিনের মধ্যে ডেলিভারি')).toBeInTheDocument();
  });

  it('puts the coupon before the payment block, whose amounts depend on it', async () => {
    fillCart();
    renderForm();
    const fee = await screen.findByRole('region', { name: 'Delivery fee in advance' });
    const coupon = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(coupon.compareDocumentPosition(fee) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fee.contains(coupon)).toBe(false);
  });

  it.each([
    ['en', 'Copy bKash number', 'Number copied'],
    ['bn', 'বিকাশ নম্বর কপি করুন', 'নম্বর কপি হয়েছে'],
  ] as const)(
    'in %s, copies a merchant number from the keyboard and says so',
    async (language, name, said) => {
      // user-event's clipboard stands in for the browser's (jsdom has none).
      const user = userEvent.setup();
      act(() => languageStore.getState().setLanguage(language));
      fillCart();
      renderForm();
      const fee = await screen.findByRole('region', {
        name: /Delivery fee in advance|অগ্রিম ডেলিভারি চার্জ/,
      });
      const copy = within(fee).getByRole('button', { name });
      copy.focus();
      await user.keyboard('{Enter}');
      // The payment apps take Latin digits, whatever the page shows.
      expect(await navigator.clipboard.readText()).toBe('01700000001');
      expect(within(fee).getByRole('status')).toHaveTextContent(said);
    },
  );

  it('says to select the number when the browser gives no clipboard', async () => {
    const user = userEvent.setup();
    fillCart();
    renderForm();
    const fee = await screen.findByRole('region', { name: 'Delivery fee in advance' });
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(fee).getByRole('button', { name: 'Copy bKash number' }));
      expect(within(fee).getByRole('status')).toHaveTextContent(
        'Could not copy: select the number and copy it',
      );
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('asks for the provider, the TrxID and the number paid from, and sends them with the order', async () => {
    const user = userEvent.setup();
    fillCart();
    const onPlaced = renderForm();
    await screen.findByRole('region', { name: 'Delivery fee in advance' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Paid by is required')).toBeInTheDocument();
    expect(screen.getByText('TrxID (transaction ID) is required')).toBeInTheDocument();
    expect(orders()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    await user.type(field('TrxID'), '9BC4 D7XK2L');
    await user.type(field('Number you paid from'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('A TrxID is 8 to 20 letters and digits, without spaces'),
    ).toBeInTheDocument();
    expect(orders()).toHaveLength(0);

    await user.clear(field('TrxID'));
    await user.type(field('TrxID'), '9bc4d7xk2l');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).toMatchObject({
      payment: { provider: 'bkash', trx_id: '9BC4D7XK2L', paid_from: '01812345678' },
    });
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith(
        expect.objectContaining({
          payment: { provider: 'bkash', trxId: '9BC4D7XK2L' },
          delivery: expect.objectContaining({ delivery_min_days: 2, delivery_max_days: 4 }),
        }),
      ),
    );
  });

  it('says a TrxID another order used under the TrxID field, and orders nothing', async () => {
    const user = userEvent.setup();
    orderReply = () => [
      409,
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'payment.trx_id: this transaction ID was already used for another order',
      },
    ];
    fillCart();
    const onPlaced = renderForm();
    await screen.findByRole('region', { name: 'Delivery fee in advance' });
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    await user.type(field('TrxID'), '9BC4D7XK2L');
    await user.type(field('Number you paid from'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText(
        'This TrxID was already used for another order. Check the SMS and enter the TrxID of this payment.',
      ),
    ).toBeInTheDocument();
    expect(field('TrxID')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('TrxID')).toHaveFocus());
    expect(onPlaced).not.toHaveBeenCalled();
    expect(cartStore.getState().lines).toHaveLength(2);
  });
});

describe('OrderForm: the delivery fee follows the parcel’s weight and area', () => {
  const heavyCart = (grams: number) =>
    act(() => {
      cartStore.getState().addLine(weighed(1, 1000, grams));
      cartStore.getState().addLine(weighed(2, 250, 300));
    });
  const shippingShown = () => screen.getByText(/^(Shipping|ডেলিভারি চার্জ)$/).nextSibling;

  it('in English: each area’s fee for this cart, the weight, and the total; a heavier cart costs more', async () => {
    const user = userEvent.setup();
    heavyCart(1900);
    renderForm();
    // 2.2 kg: two steps past the first kg — ৳80 + 2 × ৳15 inside, ৳130 + 2 × ৳25 outside.
    expect(
      await screen.findByRole('radio', { name: 'Inside Dhaka (৳\u00a0110)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Outside Dhaka (৳\u00a0180)' })).toBeInTheDocument();
    expect(screen.getByText('Parcel weight').nextSibling).toHaveTextContent('2.2 kg');
    await user.click(screen.getByRole('radio', { name: /Inside Dhaka/ }));
    expect(shippingShown()).toHaveTextContent('৳ 110');
    await user.click(screen.getByRole('radio', { name: /Outside Dhaka/ }));
    expect(shippingShown()).toHaveTextContent('৳ 180');
    expect(screen.getByText('Total').parentElement?.textContent).toContain('৳\u00a01,430');
    // The 1.9 kg piece gives way to a 1.6 kg one: 1.9 kg in all, one step past the first.
    stockNow = [
      { id_transaction: 102, price: 250, stock: 20, weight_grams: 300 },
      { id_transaction: 103, price: 500, stock: 20, weight_grams: 1600 },
    ];
    act(() => {
      const [first] = cartStore.getState().lines;
      if (first) cartStore.getState().remove(first.lineId);
      cartStore.getState().addLine(weighed(3, 500, 1600));
    });
    expect(shippingShown()).toHaveTextContent('৳ 155');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).toMatchObject({ expected_shipping_cost: 155, expected_total: 905 });
  });

  it('in Bengali: the fee and the weight in Bengali digits', async () => {
    const user = userEvent.setup();
    act(() => languageStore.getState().setLanguage('bn'));
    heavyCart(1900);
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /ঢাকার বাইরে/ }));
    expect(screen.getByRole('radio', { name: 'ঢাকার বাইরে (৳\u00a0১৮০)' })).toBeChecked();
    expect(shippingShown()).toHaveTextContent('৳ ১৮০');
    expect(screen.getByText('পার্সেলের ওজন').nextSibling).toHaveTextContent('২.২ কেজি');
  });

  it('says so, and charges nothing, when the server’s fee is not the one shown', async () => {
    const user = userEvent.setup();
    heavyCart(1900);
    orderReply = () => [
      409,
      {
        message:
          'expected_shipping_cost: the delivery fee of this parcel is now ৳205, not the ৳180 expected',
        code: 'shipping_changed',
      },
    ];
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findAllByText(/The total changed before your order was placed/),
    ).not.toHaveLength(0);
    expect(cartStore.getState().lines).toHaveLength(2);
  });
});

describe('OrderForm coupon', () => {
  const quoted = (discount: number, code = 'EID10', pending = false) => ({
    subtotal: 2250,
    shipping_cost: 130,
    discount,
    coupon_code: code,
    coupon_phone_pending: pending,
    total: 2380 - discount,
  });

  it('applies a code the server accepts: its discount in the totals and sent with the order', async () => {
    const user = userEvent.setup();
    quoteReply = () => [200, quoted(225)];
    fillCart();
    renderForm();
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'eid10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon EID10 applied: ৳ 225 off')).toBeInTheDocument();
    expect(api.callsTo('POST /orders/quote').at(-1)?.body).toEqual({
      lines: [
        { id_transaction: 101, quantity: 2 },
        { id_transaction: 102, quantity: 1 },
      ],
      coupon_code: 'eid10',
      shipping_id: 2,
      customer_phone: '01712345678',
    });
    expect(screen.getByText('Discount (EID10)').nextSibling).toHaveTextContent('−৳ 225');
    expect(screen.getByText('Total').parentElement?.textContent).toContain('৳\u00a02,155');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).toMatchObject({ coupon_code: 'EID10', expected_total: 2155 });
  });

  it('says why a code is refused, and orders without it', async () => {
    const user = userEvent.setup();
    quoteReply = () => [
      409,
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'coupon_code: EID10 is used up',
        code: 'coupon_used_up',
      },
    ];
    fillCart();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'EID10{Enter}');
    expect(await screen.findByText('This coupon has been used up.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/^Discount/)).toBeNull();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).not.toHaveProperty('coupon_code');
  });

  it('says the phone is checked at ordering when no phone is typed yet, and can be removed', async () => {
    const user = userEvent.setup();
    quoteReply = () => [200, quoted(100, 'REGULAR', true)];
    fillCart();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'REGULAR');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'The coupon is checked against your mobile number when you place the order.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /orders/quote')[0]?.body).not.toHaveProperty('customer_phone');
    await user.click(screen.getByRole('button', { name: 'Remove coupon REGULAR' }));
    expect(screen.queryByText(/^Discount/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('asks the fee in advance of one order when the server asks it of this number, never saying why', async () => {
    // The shop takes cash on delivery, but its rules ask this number's fee in advance.
    advanceFee = { on: false, bkash: '01700000001', nagad: null };
    orderReply = (request) =>
      (request.body as { payment?: unknown }).payment
        ? [200, placed]
        : [
            400,
            {
              statusCode: 400,
              error: 'Bad Request',
              message:
                'payment: the delivery fee is paid in advance by bKash or Nagad; give the provider, the transaction ID and the number it was paid from',
              code: 'fee_required',
            },
          ];
    const user = userEvent.setup();
    fillCart();
    const onPlaced = renderForm();
    await fillForm(user);
    expect(screen.queryByRole('region', { name: 'Delivery fee in advance' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const told =
      'For this order the delivery fee is paid in advance: send it by bKash or Nagad and fill in the payment below.';
    expect((await screen.findAllByText(told)).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/block|risk|held/i);
    expect(
      await screen.findByRole('region', { name: 'Delivery fee in advance' }),
    ).toHaveTextContent('01700000001');
    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    await user.type(field('TrxID'), '9bc4d7xk2l');
    await user.type(field('Number you paid from'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orders().at(-1)?.body).toMatchObject({
      payment: { provider: 'bkash', trx_id: '9BC4D7XK2L', paid_from: '01812345678' },
    });
  });
});
