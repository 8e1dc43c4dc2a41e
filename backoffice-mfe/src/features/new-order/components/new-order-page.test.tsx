import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerLookup, OrderQuoteBody, ShopConfig, Shipping } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { paged, stockEntry } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

const config = (feeOn: boolean): ShopConfig => ({
  shopName: 'Poshak',
  advanceFee: { on: feeOn, bkash: feeOn ? '01811111111' : null, nagad: null },
  supportPhone: '+8801700000000',
  developerSite: { label: 'dev', url: 'https://example.com' },
  social: { facebook: '', youtube: '', instagram: '', linkedin: '' },
});

const areas: Shipping[] = [
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

const known: CustomerLookup = {
  phone: '01712345678',
  latest: { customer_name: 'Rashida Begum', customer_address: 'Mirpur 10, Dhaka', shipping_id: 2 },
  orders: 4,
  delivered: 1,
  cancelled: 3,
  fees_rejected: 0,
  risk_score: 60,
  risk: 'high',
  recent: [
    {
      invoice_no: 41,
      created_at: '2026-11-20T10:00:00.000Z',
      total: 1630,
      order_status_name: 'Canceled',
      source: 'messenger',
    },
  ],
};

// One product in white: size M sold out, L with 12 left.
const entries = [
  stockEntry(7, { product_code: 'PJ-7', size_name: 'M', quantity: 0 }),
  stockEntry(8, {
    product_code: 'PJ-7',
    product_name_bn: 'সুতির পাঞ্জাবি',
    size_name: 'L',
    size_name_bn: 'বড়',
    quantity: 12,
  }),
];

/** Checkout's price check, as the server would answer it. */
const quote = ({ body }: FakeRequest) => {
  const order = body as OrderQuoteBody;
  if (order.coupon_code && order.coupon_code !== 'EID10') {
    return reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: `coupon_code: no coupon ${order.coupon_code}`,
    });
  }
  const subtotal = order.lines.reduce((sum, l) => sum + 1500 * l.quantity, 0);
  const shipping = order.shipping_id === undefined ? null : order.shipping_id === 1 ? 80 : 130;
  const discount = order.coupon_code ? subtotal / 10 : 0;
  return {
    subtotal,
    shipping_cost: shipping,
    discount,
    coupon_code: order.coupon_code ? 'EID10' : null,
    coupon_phone_pending: false,
    total: subtotal - discount + (shipping ?? 0),
  };
};

let api: ReturnType<typeof fakeApi>;
const start = (
  feeOn = false,
  overrides: Record<string, (request: FakeRequest) => unknown> = {},
) => {
  api = fakeApi({
    'GET /config': () => config(feeOn),
    'GET /shipping/getAll': () => areas,
    'GET /backoffice/customers/by-phone': ({ params }) =>
      params.phone === '01712345678'
        ? known
        : {
            ...known,
            phone: params.phone,
            latest: null,
            orders: 0,
            delivered: 0,
            cancelled: 0,
            risk_score: 0,
            risk: 'new',
            recent: [],
          },
    'GET /backoffice/stock': () => paged(entries),
    'POST /orders/quote': quote,
    'POST /backoffice/orders': () => ({
      invoice_no: 1207,
      id_customer: 9,
      lines: [],
      subtotal: 3000,
      shipping_cost: 130,
      discount: 0,
      coupon_code: null,
      total: 3130,
    }),
    ...overrides,
  });
};

afterEach(() => {
  api.restore();
  resetApp();
});

/**
 * Types a product's code into the search and takes its suggestion (clicked: jsdom does not move
 * antd's list by keys; the e2e journey picks it with Enter in Chromium).
 */
async function pickProduct(code: string, label = 'Product (code or name)') {
  // Pasted: the suggestions follow the search's value, not its keys.
  await user().click(screen.getByRole('combobox', { name: label }));
  await user().paste(code);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
      o.textContent?.includes(code),
    );
    if (!found) throw new Error(`no option ${code}`);
    return found as HTMLElement;
  });
  await user().click(option);
}

describe('New order', () => {
  it('takes an order: the phone first, the known customer filled in, a product, Ctrl + Enter', async () => {
    start();
    signInAs('seller');
    renderApp('/admin/orders/new');
    const phone = await screen.findByRole('textbox', { name: 'Mobile number' });
    // The screen starts at the phone.
    await waitFor(() => expect(phone).toHaveFocus());
    await user().paste('০১৭১২-৩৪৫৬৭৮');
    // The number is known: its risk, its orders, and its last name, address and area come with it.
    const history = await screen.findByTestId('customer-history');
    expect(await within(history).findByText('High risk: often refuses')).toBeInTheDocument();
    expect(history).toHaveTextContent('Risk score 60 of 100');
    expect(history).toHaveTextContent('4 orders · 1 delivered · 3 cancelled · 0 fees rejected');
    expect(history).toHaveTextContent(/Invoice 41 · .* · ৳\s?1,630 · Canceled · Messenger/);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rashida Begum'),
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Mirpur 10, Dhaka');
    expect(screen.getByRole('radio', { name: /^Outside Dhaka · ৳\s?130$/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked();

    await pickProduct('PJ-7');
    // One colour, one size in stock: both chosen, the quantity next.
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveFocus());
    await user().keyboard('{Backspace}2{Enter}');
    const lines = await screen.findByRole('list', { name: 'Products in this order' });
    expect(lines).toHaveTextContent('Embroidered Cotton Panjabi');
    expect(lines).toHaveTextContent('PJ-7 · White · L');
    // …and the search is ready for the next product.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Product (code or name)' })).toHaveFocus(),
    );
    // Checkout's own figures for these lines and this area.
    const totals = await screen.findByTestId('new-order-totals');
    await waitFor(() => expect(totals).toHaveTextContent(/Total\s*৳\s?3,130/));
    expect(api.callsTo('POST /orders/quote').at(-1)?.body).toEqual({
      lines: [{ id_transaction: 8, quantity: 2 }],
      shipping_id: 2,
      customer_phone: '01712345678',
    });

    await user().keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Order placed: invoice 1207')).toBeInTheDocument();
    const [placed] = api.callsTo('POST /backoffice/orders');
    expect(placed?.body).toEqual({
      customer_phone: '01712345678',
      customer_name: 'Rashida Begum',
      customer_address: 'Mirpur 10, Dhaka',
      shipping_id: 2,
      source: 'phone',
      lines: [{ id_transaction: 8, quantity: 2 }],
      expected_total: 3130,
    });
    expect(placed?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // The next order starts from an empty form.
    expect(screen.getByRole('button', { name: 'Take another order' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });

  it('says what is missing: a product, the fee’s answer, and why cash on delivery', async () => {
    start(true);
    signInAs('admin');
    renderApp('/admin/orders/new');
    await enterText(await screen.findByRole('textbox', { name: 'Mobile number' }), '01911000000');
    expect(await screen.findByText('New customer')).toBeInTheDocument();
    await enterText(screen.getByRole('textbox', { name: 'Name' }), 'Kamal');
    await enterText(screen.getByRole('textbox', { name: 'Address' }), 'Khulna');
    await user().click(screen.getByRole('radio', { name: /^Inside Dhaka · ৳\s?80$/ }));
    await user().click(screen.getByRole('radio', { name: 'Messenger' }));
    await user().click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Add at least one product to the order')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'How is the fee paid?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /backoffice/orders')).toHaveLength(0);

    await pickProduct('PJ-7');
    await user().keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Products in this order' });
    await user().click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user().click(screen.getByRole('button', { name: /^Place order/ }));
    const reason = await screen.findByRole('textbox', {
      name: 'Why cash on delivery? (kept as a note on the order)',
    });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await enterText(reason, 'Regular customer');
    await user().click(screen.getByRole('button', { name: /^Place order/ }));
    await screen.findByText('Order placed: invoice 1207');
    expect(api.callsTo('POST /backoffice/orders')[0]?.body).toMatchObject({
      source: 'messenger',
      cash_on_delivery_reason: 'Regular customer',
      expected_total: 1580,
    });
  });

  it('shows the server’s refusal and keeps everything typed', async () => {
    start(false, {
      'POST /backoffice/orders': () =>
        reply(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Not enough stock for Embroidered Cotton Panjabi (White, L): 1 left, 2 asked',
        }),
    });
    signInAs('seller');
    renderApp('/admin/orders/new');
    await enterText(await screen.findByRole('textbox', { name: 'Mobile number' }), '01712345678');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rashida Begum'),
    );
    await pickProduct('PJ-7');
    await user().keyboard('{Backspace}2{Enter}');
    await screen.findByRole('list', { name: 'Products in this order' });
    await user().click(await screen.findByRole('button', { name: /^Place order · ৳/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order was not placed: Not enough stock for Embroidered Cotton Panjabi (White, L): 1 left, 2 asked',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rashida Begum');
  });

  it('checks a coupon with checkout’s price check, says a refused one, and sends the applied one', async () => {
    start();
    signInAs('seller');
    renderApp('/admin/orders/new');
    await enterText(await screen.findByRole('textbox', { name: 'Mobile number' }), '01712345678');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rashida Begum'),
    );
    await pickProduct('PJ-7');
    await user().keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Products in this order' });
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await enterText(code, 'NOPE');
    await user().keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('coupon_code: no coupon NOPE');
    await user().click(screen.getByRole('button', { name: 'Remove' }));
    await enterText(code, 'EID10');
    await user().click(screen.getByRole('button', { name: 'Apply' }));
    const totals = await screen.findByTestId('new-order-totals');
    await waitFor(() => expect(totals).toHaveTextContent(/Coupon EID10\s*− ৳\s?150/));
    expect(totals).toHaveTextContent(/Total\s*৳\s?1,480/);
    await user().keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Order placed: invoice 1207');
    expect(api.callsTo('POST /backoffice/orders')[0]?.body).toMatchObject({
      coupon_code: 'EID10',
      expected_total: 1480,
    });
  });

  it('is in Bengali for a Bengali reader, taka and counts in Bengali digits', async () => {
    start();
    signInAs('seller');
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/orders/new');
    await enterText(await screen.findByRole('textbox', { name: 'মোবাইল নম্বর' }), '01712345678');
    const history = await screen.findByTestId('customer-history');
    expect(await within(history).findByText('ঝুঁকি বেশি: প্রায়ই ফেরত দেন')).toBeInTheDocument();
    expect(history).toHaveTextContent('ঝুঁকির স্কোর ১০০-এর মধ্যে ৬০');
    expect(history).toHaveTextContent('৪টি অর্ডার');
    expect(screen.getByRole('radio', { name: /^ঢাকার বাইরে · ৳\s?১৩০$/ })).toBeInTheDocument();
    // The catalogue's Bengali names: the product, its colour and its size.
    await pickProduct('PJ-7', 'পণ্য (কোড বা নাম)');
    const variant = await screen.findByTestId('new-order-variant');
    expect(variant).toHaveTextContent('সাদা');
    expect(variant).toHaveTextContent(/বড় · ৳\s?১,৫০০ · ১২টি আছে/);
    const quantity = await screen.findByRole('spinbutton', { name: 'পরিমাণ' });
    await waitFor(() => expect(quantity).toHaveFocus());
    await user().keyboard('{Enter}');
    const lines = await screen.findByRole('list', { name: 'এই অর্ডারের পণ্য' });
    expect(lines).toHaveTextContent('সুতির পাঞ্জাবি');
    expect(lines).toHaveTextContent('PJ-7 · সাদা · বড়');
  });

  it('is for sellers and admins: a moderator is told the page is not theirs, its menu entry greyed out', async () => {
    start();
    signInAs('moderator');
    renderApp('/admin/orders/new');
    expect(await screen.findByText(/moderator/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('menuitem', { name: /New order/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
