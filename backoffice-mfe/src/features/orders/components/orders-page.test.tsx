import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummary } from '@poshak/shared-api';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { orderDetail, orderStatuses, orderSummary, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ delay: null });
const searchButton = () => screen.getByRole('button', { name: /Search$/ });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

let api: ReturnType<typeof fakeApi>;
let orders: OrderSummary[];

beforeEach(() => {
  orders = [
    orderSummary(12, { customer_name: 'Nusrat Jahan', customer_phone: '01712345678' }),
    orderSummary(11, { customer_name: 'Tanvir Ahmed', order_status_name: 'Delivered' }),
  ];
  api = fakeApi({
    'GET /backoffice/orders': ({ params }: FakeRequest) =>
      paged(orders.filter((o) => String(o.invoice_no).startsWith(String(params.invoice ?? '')))),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/12': () => orderDetail(12, orders[0]),
    'GET /backoffice/orders/11': () => orderDetail(11, orders[1]),
    'GET /backoffice/orders/404': () => reply(404, { message: 'invoice_no 404 not found' }),
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
});
afterEach(() => {
  api.restore();
  resetApp();
});

async function openPage() {
  renderApp('/admin/product-order');
  await screen.findByText('Nusrat Jahan');
}

describe('Customer Order', () => {
  it('shows one row per invoice with each value under its own header and a coloured status', async () => {
    await openPage();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Invoice',
      'Customer Name',
      'Customer Phone',
      'Customer Address',
      'Order Status',
      'Change Status',
      'Action',
    ]);
    const cells = within(rowOf('Nusrat Jahan'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '12',
      'Nusrat Jahan',
      '01712345678',
      'House 12, Dhanmondi, Dhaka',
      'Pending',
    ]);
    expect(within(rowOf('Tanvir Ahmed')).getByText('Delivered')).toHaveClass('ant-tag-green');
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
      '৳ 1,500',
      '2',
      '৳ 3,000',
    ]);
    expect(screen.getByLabelText('Item Quantity')).toHaveValue('3');
    expect(screen.getByLabelText('Item Total')).toHaveValue('৳ 3,700');
    expect(screen.getByLabelText('Item Total')).toHaveAttribute('readonly');
  });

  it('asks for a status before Update, with Change Action as the first option', async () => {
    await openPage();
    expect(within(rowOf('Nusrat Jahan')).getByText('Change Action')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    expect(
      await screen.findByText('Choose a status under Change Action first'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo'),
    ).toHaveLength(0);
  });

  it('changes the status of an invoice, says Successfully Updated and reloads', async () => {
    await openPage();
    await user().click(screen.getByRole('combobox', { name: 'Change Status 12' }));
    await user().click(await screen.findByTitle('Shifted'));
    await user().click(screen.getByRole('button', { name: 'Update 12' }));
    expect(await screen.findByText('Successfully Updated')).toBeInTheDocument();
    expect(
      api.callsTo('PUT /transactionsRouter/updateTransactionOrderStatusByInvoiceNo')[0]?.params,
    ).toEqual({ invoice_no: 12, order_status_id: 4, operation_type_id: 1 });
    await waitFor(() =>
      expect(within(rowOf('Nusrat Jahan')).getByText('Shifted')).toHaveClass('ant-tag'),
    );
    expect(api.callsTo('GET /backoffice/orders').length).toBeGreaterThan(1);
  });

  it("says Can't Search Empty and Input data not valid", async () => {
    await openPage();
    await user().click(searchButton());
    expect(await screen.findByText("Can't Search Empty")).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Invoice No' }));
    await user().paste('12a');
    await user().click(searchButton());
    expect(await screen.findByText('Input data not valid')).toBeInTheDocument();
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
