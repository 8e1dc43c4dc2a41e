import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import { languageStore } from '@poshak/shared-ui/i18n';
import {
  orderStatusId,
  type OrderPayment,
  type OrderStatusName,
  type OrderSummary,
} from '@poshak/shared-api';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import {
  orderDetail,
  orderPayment,
  orderStatuses,
  orderSummary,
  paged,
} from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const searchButton = () => screen.getByRole('button', { name: /Search$/ });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const statusBox = (invoice: number) =>
  screen.getByRole('combobox', { name: `Change Status ${invoice}` });
/** The choices an open status dropdown shows, in order. */
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
const withStatus = (name: OrderStatusName) => ({
  order_status_id: orderStatusId(name),
  order_status_name: name,
});

let api: ReturnType<typeof fakeApi>;
let orders: OrderSummary[];
/** Each invoice's advance fee (null: cash on delivery). */
let payments: Record<number, OrderPayment | null>;

beforeEach(() => {
  orders = [
    orderSummary(12, { customer_name: 'Nusrat Jahan', customer_phone: '01712345678' }),
    orderSummary(11, { customer_name: 'Tanvir Ahmed', order_status_name: 'Delivered' }),
  ];
  payments = { 12: null, 11: null };
  api = fakeApi({
    'GET /backoffice/orders': ({ params }: FakeRequest) =>
      paged(orders.filter((o) => String(o.invoice_no).startsWith(String(params.invoice ?? '')))),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/12': () => orderDetail(12, orders[0]),
    'GET /backoffice/orders/11': () => orderDetail(11, orders[1]),
    'GET /backoffice/orders/404': () => reply(404, { message: 'invoice_no 404 not found' }),
    'GET /backoffice/orders/12/payment': () => payments[12],
    'GET /backoffice/orders/11/payment': () => payments[11],
    'PUT /backoffice/orders/12/payment': ({ body }: FakeRequest) => {
      const { status } = body as { status: 'verified' | 'rejected' };
      payments[12] = {
        ...orderPayment(),
        status,
        checked_by: 'moderator1',
        checked_at: '2026-11-21T04:30:00.000Z',
      };
      orders = orders.map((o) => (o.invoice_no === 12 ? { ...o, fee_status: status } : o));
      return { message: 'Successfully Updated' };
    },
    'GET /backoffice/orders/12/history': () => [],
    'GET /backoffice/orders/11/history': () => [],
    'PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo': ({
      params,
    }: FakeRequest) => {
      const order = orders.find((o) => o.invoice_no === Number(params.invoice_no));
      const status = orderStatuses.find(
        (s) => s.id_order_status === Number(params.order_status_id),
      );
      if (order && status) {
        order.order_status_id = status.id_order_status;
        order.order_status_name = status.order_status_name;
      }
      return { message: 'Successfully Updated' };
    },
  });
  signInAs('moderator');
  // A desk's screen narrower than the one where the details sit beside the list: the whole
  // table, the details under it.
  setScreenWidth(1024);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

async function openPage() {
  renderApp('/admin/product-order');
  await screen.findByText('Nusrat Jahan');
}

describe('Customer Order', () => {
  it('shows one row per invoice with what staff work from: time, customer, area, money, payment, status', async () => {
    orders[0] = orderSummary(12, {
      customer_name: 'Nusrat Jahan',
      customer_phone: '01712345678',
      fee_status: 'unverified',
      trx_id: '9A7B6C5D4E',
    });
    await openPage();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Chosen',
      'Invoice',
      'Placed',
      'Customer · Area',
      'To Collect',
      'Payment',
      'Order Status',
      'Change Status',
    ]);
    const cells = within(rowOf('Nusrat Jahan'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 7)).toEqual([
      '12',
      // With its time, in Dhaka (10:00 UTC).
      // On two lines: the day, then the time.
      '20 Nov 202616:00',
      'Nusrat Jahan01712345678Inside Dhaka',
      // The items and the delivery fee: what the rider collects (৳ held to it by a no-break space).
      '৳\u00a03,780',
      // The TrxID beside the fee's state: checked against bKash without opening the order.
      'Awaiting verification9A7B6C5D4E',
      'Pending',
    ]);
    expect(
      within(rowOf('Nusrat Jahan')).getByRole('link', { name: 'Call 01712345678' }),
    ).toHaveAttribute('href', 'tel:01712345678');
    expect(within(rowOf('Tanvir Ahmed')).getByText('Delivered')).toHaveStyle({
      color: '#135200',
      background: '#f6ffed',
    });
  });

  it('finds orders by customer, status and dates, and keeps them in the address', async () => {
    await openPage();
    await user().type(
      screen.getByRole('searchbox', { name: 'Customer name or phone' }),
      'nusrat{Enter}',
    );
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
        customer: 'nusrat',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/product-order?customer=nusrat',
    );
    await user().type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
        customer: 'nusrat',
        from: '2026-11-01',
      }),
    );
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/product-order$/),
    );
  });

  it('lists the orders a dashboard money figure sums, says which, and lets it go with the other filters', async () => {
    renderApp('/admin/product-order?counted=fees_paid&from=2026-11-25&to=2026-11-25');
    await screen.findByText('Nusrat Jahan');
    expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
      counted_in: 'fees_paid',
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(screen.getByRole('combobox', { name: 'Any dashboard figure' })).toBeInTheDocument();
    expect(screen.getByText('Counted in Fees paid in advance')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/product-order$/),
    );
    expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).not.toHaveProperty('counted_in');
    expect(screen.queryByRole('combobox', { name: 'Any dashboard figure' })).toBeNull();
  });

  it('loads the clicked invoice into Product Details with its totals', async () => {
    await openPage();
    expect(screen.getByText('Click an order to see its products.')).toBeInTheDocument();
    await user().click(screen.getByText('Nusrat Jahan'));
    const details = (await screen.findByText('Cotton Panjabi')).closest('table') as HTMLElement;
    expect(
      within(details)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'SI',
      'Product Name',
      'Cetagory',
      'Brand',
      'Size',
      'Materials',
      'Color',
      'Price',
      'Item Quantity',
      'Item Total',
    ]);
    const line = within(details).getByText('Cotton Panjabi').closest('tr') as HTMLElement;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Cotton Panjabi',
      'Panjabi',
      'Aarong',
      'L',
      'Cotton',
      'White',
      '৳\u00a01,500',
      '2',
      '৳\u00a03,000',
    ]);
    expect(screen.getByLabelText('Item Quantity')).toHaveValue('3');
    expect(screen.getByLabelText('Item Total')).toHaveValue('৳\u00a03,700');
    expect(screen.getByLabelText('Item Total')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Delivery Fee')).toHaveValue('৳\u00a080');
    expect(screen.getByLabelText('Discount')).toHaveValue('৳\u00a00');
    expect(screen.getByLabelText('Coupon')).toHaveValue('—');
    expect(screen.getByRole('textbox', { name: 'To Collect' })).toHaveValue('৳\u00a03,780');
    const fee = await screen.findByRole('group', { name: 'Delivery fee paid in advance' });
    expect(fee).toHaveTextContent('No advance payment: the fee is collected with the parcel.');
    expect(within(fee).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('says where an order came from: taken by phone by whom, or a checkout with its campaign', async () => {
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => paged(orders),
      'GET /orderstatus/getAll': () => orderStatuses,
      'GET /backoffice/orders/12': () =>
        orderDetail(12, { ...orders[0], source: 'phone', taken_by: 'seller1' }),
      'GET /backoffice/orders/11': () =>
        orderDetail(11, { ...orders[1], utm_source: 'facebook', utm_campaign: 'eid' }),
      'GET /backoffice/orders/12/payment': () => null,
      'GET /backoffice/orders/11/payment': () => null,
      'GET /backoffice/orders/12/history': () => [],
      'GET /backoffice/orders/11/history': () => [],
    });
    await openPage();
    await user().click(screen.getByText('Nusrat Jahan'));
    expect(await screen.findByText('Phone call, taken by seller1')).toBeInTheDocument();
    await user().click(screen.getByText('Tanvir Ahmed'));
    expect(await screen.findByText('eid · facebook')).toBeInTheDocument();
    expect(screen.getByText('Website checkout')).toBeInTheDocument();
  });

  it('names the products, colours and sizes in Bengali on a Bengali page, where the catalogue has them', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    await openPage();
    await user().click(screen.getByText('Nusrat Jahan'));
    const first = (await screen.findByText('সুতির পাঞ্জাবি')).closest('tr') as HTMLElement;
    expect(within(first).getByText('সাদা')).toBeInTheDocument();
    // No Bengali size in the catalogue: the English one stays.
    expect(within(first).getByText('L')).toBeInTheDocument();
    // A product with no Bengali name keeps its English one.
    expect(screen.getByText('Silk Scarf')).toBeInTheDocument();
    expect(screen.queryByText('Cotton Panjabi')).toBeNull();
  });

  it('asks for a status before Update, with Change Action as the first option', async () => {
    await openPage();
    expect(within(rowOf('Nusrat Jahan')).getByText('Change Action')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    await toastShown('Choose a status under Change Action first');
    expect(
      api.callsTo('PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo'),
    ).toHaveLength(0);
  });

  it('changes the status of an invoice, says Successfully Updated and reloads', async () => {
    await openPage();
    await user().click(statusBox(12));
    await user().click(await screen.findByTitle('Processing'));
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    await toastShown('Successfully Updated');
    expect(
      api.callsTo('PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo')[0]?.params,
    ).toEqual({ invoice_no: 12, order_status_id: 2, operation_type_id: 1 });
    await waitFor(() =>
      expect(within(rowOf('Nusrat Jahan')).getByText('Processing')).toHaveClass('ant-tag'),
    );
    expect(api.callsTo('GET /backoffice/orders').length).toBeGreaterThan(1);
    // From Processing the order may go back, on, or be cancelled.
    await user().click(statusBox(12));
    await waitFor(() =>
      expect(shownOptions()).toEqual(['Change Action', 'Pending', 'Ready-To-Shift', 'Canceled']),
    );
  });

  it.each<[OrderStatusName, string[]]>([
    ['Pending', ['Processing', 'Canceled']],
    ['Processing', ['Pending', 'Ready-To-Shift', 'Canceled']],
    ['Ready-To-Shift', ['Processing', 'Shifted', 'Canceled']],
    ['Shifted', ['Delivered', 'Canceled']],
    ['Delivered', ['Completed']],
    ['Canceled', ['Pending']],
  ])('offers a %s order only the statuses it may move to: %j', async (status, moves) => {
    orders = [orderSummary(12, { customer_name: 'Nusrat Jahan', ...withStatus(status) })];
    await openPage();
    await user().click(statusBox(12));
    await waitFor(() => expect(shownOptions()).toEqual(['Change Action', ...moves]));
  });

  it('offers a Completed order no change and says why', async () => {
    orders = [orderSummary(12, { customer_name: 'Nusrat Jahan', ...withStatus('Completed') })];
    await openPage();
    const row = rowOf('Nusrat Jahan');
    expect(statusBox(12)).toBeDisabled();
    expect(within(row).getByText('Final')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update 12' })).toBeDisabled();
    await user().hover(within(row).getByText('Final'));
    expect(
      await screen.findByText('A Completed order is final: its status cannot change.'),
    ).toBeInTheDocument();
  });

  it('says why a Completed order cannot change in Bengali too', async () => {
    orders = [orderSummary(12, { customer_name: 'Nusrat Jahan', ...withStatus('Completed') })];
    act(() => languageStore.getState().setLanguage('bn'));
    await openPage();
    expect(within(rowOf('Nusrat Jahan')).getByText('চূড়ান্ত')).toBeInTheDocument();
    await user().hover(within(rowOf('Nusrat Jahan')).getByText('চূড়ান্ত'));
    expect(
      await screen.findByText('সম্পন্ন অর্ডার চূড়ান্ত: এর অবস্থা আর বদলানো যায় না।'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the move, and reloads the order as it is now", async () => {
    await openPage();
    await user().click(statusBox(12));
    await user().click(await screen.findByTitle('Processing'));
    // Meanwhile another staff member completed the order.
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () =>
        paged(orders.map((o) => ({ ...o, ...withStatus('Completed') }))),
      'PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo': () =>
        reply(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'invoice_no 12: a Completed order cannot become Processing',
          code: 'status_move_refused',
          order_status: 'Completed',
        }),
    });
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    expect(
      await screen.findByText(
        'Status not updated: invoice_no 12: a Completed order cannot become Processing',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(statusBox(12)).toBeDisabled());
    expect(within(rowOf('Nusrat Jahan')).getByText('Completed')).toHaveClass('ant-tag');
    expect(within(rowOf('Nusrat Jahan')).getByText('Final')).toBeInTheDocument();
  });

  it('tells when a cancelled order cannot be reopened for want of stock', async () => {
    orders[0] = orderSummary(12, { customer_name: 'Nusrat Jahan', ...withStatus('Canceled') });
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => paged(orders),
      'PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo': () =>
        reply(409, { message: 'Not enough stock for Cotton Panjabi (L, White): 1 left' }),
    });
    await openPage();
    await user().click(statusBox(12));
    await user().click(await screen.findByTitle('Pending'));
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    expect(
      await screen.findByText(
        'Status not updated: Not enough stock for Cotton Panjabi (L, White): 1 left',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('Nusrat Jahan')).getByText('Canceled')).toHaveClass('ant-tag');
  });

  it("says Can't Search Empty and Input data not valid", async () => {
    await openPage();
    await user().click(searchButton());
    expect(await screen.findByText("Can't Search Empty")).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Invoice No' }));
    await user().paste('12a');
    await user().click(searchButton());
    await toastShown('Input data not valid');
    await user().clear(screen.getByRole('combobox', { name: 'Invoice No' }));
    await user().paste('404');
    await user().click(searchButton());
    await waitFor(() => expect(screen.getAllByText('Input data not valid')).toHaveLength(1));
    expect(api.callsTo('GET /backoffice/orders/404')).toHaveLength(1);
  });

  it('suggests invoices while typing and shows the one searched for', async () => {
    await openPage();
    await user().click(screen.getByRole('combobox', { name: 'Invoice No' }));
    await user().paste('1');
    await user().click(await screen.findByText('11 · Tanvir Ahmed'));
    await waitFor(() => expect(screen.queryByText('Nusrat Jahan')).toBeNull());
    expect(await screen.findByText('Cotton Panjabi')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
  });

  it('shows the error with Retry when the orders cannot load', async () => {
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => reply(500, { message: 'database unavailable' }),
      'GET /orderstatus/getAll': () => orderStatuses,
    });
    renderApp('/admin/product-order');
    expect(await screen.findByRole('alert')).toHaveTextContent('database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders a hostile customer name as text', async () => {
    orders[0] = orderSummary(12, { customer_name: '<img src=x onerror=alert(1)>' });
    renderApp('/admin/product-order');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('Customer Order: the delivery fee paid in advance', () => {
  const waiting = () =>
    orderSummary(12, {
      customer_name: 'Nusrat Jahan',
      fee_status: 'unverified',
      discount: 200,
      coupon_code: 'EID200',
      ...withStatus('Processing'),
    });
  const feeBlock = () => screen.findByRole('group', { name: 'Delivery fee paid in advance' });

  it('shows each order’s fee as a coloured tag with words, and its discount with the coupon', async () => {
    orders[0] = waiting();
    orders[1] = orderSummary(11, { customer_name: 'Tanvir Ahmed', fee_status: 'rejected' });
    await openPage();
    const cells = within(rowOf('Nusrat Jahan'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // The fee went by bKash but nobody has found it there yet: until then the door still
    // collects it, as the printed invoice says (items less the discount, plus the fee).
    expect(cells[4]).toBe('৳\u00a03,580');
    expect(cells.slice(5, 7)).toEqual(['Awaiting verification', 'Processing']);
    expect(within(rowOf('Nusrat Jahan')).getByText('Awaiting verification')).toHaveStyle({
      color: '#874d00',
    });
    expect(within(rowOf('Tanvir Ahmed')).getByText('Rejected')).toHaveStyle({ color: '#a8071a' });
  });

  it('says the payment in Bengali, with Bengali digits', async () => {
    orders[0] = waiting();
    act(() => languageStore.getState().setLanguage('bn'));
    await openPage();
    const row = rowOf('Nusrat Jahan');
    expect(within(row).getByText('যাচাইয়ের অপেক্ষায়')).toBeInTheDocument();
    // Every figure in Bengali digits: the invoice, the time, the phone, the money.
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^১২$/);
    expect(row).toHaveTextContent('২০ নভে, ২০২৬১৬:০০');
    expect(row).toHaveTextContent('০১৭১২৩৪৫৬৭২');
    expect(row).toHaveTextContent('৳ ৩,৫৮০');
    expect(row).not.toHaveTextContent(/[0-9]/);
    expect(screen.getByRole('columnheader', { name: 'পেমেন্ট' })).toBeInTheDocument();
  });

  it('lists the orders whose fee waits for verification, and keeps the filter in the address', async () => {
    await openPage();
    await user().click(screen.getByRole('combobox', { name: 'Any payment' }));
    await user().click(await screen.findByTitle('Fee waiting for verification'));
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
        fee_status: 'unverified',
        page: 1,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/product-order?fee=unverified');
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/product-order$/),
    );
  });

  it('opens with the fee filter of a shared address', async () => {
    renderApp('/admin/product-order?fee=unverified&status=2');
    await screen.findByText('Nusrat Jahan');
    expect(api.callsTo('GET /backoffice/orders')[0]?.params).toMatchObject({
      fee_status: 'unverified',
      order_status_id: 2,
    });
    expect(screen.getByText('Fee waiting for verification')).toBeInTheDocument();
  });

  it('shows the fee under Product Details and records it verified, with who and when', async () => {
    orders[0] = waiting();
    payments[12] = orderPayment();
    await openPage();
    await user().click(screen.getByText('Nusrat Jahan'));
    const fee = await feeBlock();
    await within(fee).findByText('9A7B6C5D4E');
    for (const text of ['bKash', '01712345678', '৳ 80', 'Awaiting verification', 'Not checked yet'])
      expect(within(fee).getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery Fee (sent in advance)')).toHaveValue('৳\u00a080');
    expect(screen.getByLabelText('Discount')).toHaveValue('− ৳\u00a0200');
    expect(screen.getByLabelText('Coupon')).toHaveValue('EID200');
    expect(screen.getByRole('textbox', { name: 'To Collect' })).toHaveValue('৳\u00a03,580');

    await user().click(within(fee).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Delivery fee verified')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/orders/12/payment')[0]?.body).toEqual({
      status: 'verified',
    });
    // The block and the list's Payment column both show what was found.
    expect(await within(fee).findByText('moderator1, 21 Nov 2026, 10:30')).toBeInTheDocument();
    expect(within(fee).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await waitFor(() =>
      expect(within(rowOf('Nusrat Jahan')).getByText('Verified')).toHaveClass('ant-tag'),
    );
    // Found paid: the door collects the items less the discount.
    expect(within(rowOf('Nusrat Jahan')).getByText('৳ 3,500')).toBeInTheDocument();
  });

  it('asks before rejecting a fee, and rejects nothing when told to keep it', async () => {
    orders[0] = waiting();
    payments[12] = orderPayment();
    await openPage();
    await user().click(screen.getByText('Nusrat Jahan'));
    const fee = await feeBlock();
    await user().click(await within(fee).findByRole('button', { name: 'Reject' }));
    // While antd's dialogs open and close, a title may be found twice.
    const question = 'Reject the delivery fee of invoice 12?';
    expect((await screen.findAllByText(question))[0]).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryAllByText(question)).toHaveLength(0));
    expect(api.callsTo('PUT /backoffice/orders/12/payment')).toHaveLength(0);

    await user().click(within(fee).getByRole('button', { name: 'Reject' }));
    // The dialog opened now (the first one may still be fading out).
    const dialog = (await screen.findAllByText(question))
      .at(-1)
      ?.closest('.ant-modal') as HTMLElement;
    await user().click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Delivery fee rejected')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/orders/12/payment')[0]?.body).toEqual({
      status: 'rejected',
    });
  });

  it('says in plain words why an order waits for its fee before Ready-To-Shift', async () => {
    orders[0] = waiting();
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => paged(orders),
      'PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo': () =>
        reply(409, {
          statusCode: 409,
          error: 'Conflict',
          message:
            'invoice_no 12: the delivery fee paid in advance is unverified; it must be verified before the order becomes Ready-To-Shift',
          code: 'fee_unverified',
        }),
    });
    await openPage();
    await user().click(statusBox(12));
    await user().click(await screen.findByTitle('Ready-To-Shift'));
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    expect(
      await screen.findByText(
        'Status not updated: invoice 12 cannot become Ready-To-Shift until its delivery fee, sent in advance, is verified. Check the bKash or Nagad record, then press Verify under Product Details.',
      ),
    ).toBeInTheDocument();
  });

  it('says it in Bengali too', async () => {
    orders[0] = waiting();
    act(() => languageStore.getState().setLanguage('bn'));
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => paged(orders),
      'PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo': () =>
        reply(409, {
          message:
            'invoice_no 12: the delivery fee paid in advance is rejected; it must be verified before the order becomes Shifted',
          code: 'fee_rejected',
        }),
    });
    await openPage();
    await user().click(screen.getByRole('combobox', { name: 'অবস্থা বদলান 12' }));
    await user().click(await screen.findByTitle('পাঠানোর জন্য প্রস্তুত'));
    await user().click(screen.getByRole('button', { name: 'হালনাগাদ 12' }));
    expect(
      await screen.findByText(/ইনভয়েস ১২-এর ডেলিভারি চার্জ প্রত্যাখ্যাত হয়েছে/),
    ).toBeInTheDocument();
  });
});
