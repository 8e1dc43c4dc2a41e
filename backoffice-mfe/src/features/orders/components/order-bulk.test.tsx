import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import {
  orderStatusId,
  type BulkOrderAction,
  type BulkOrderOutcome,
  type OrderSummary,
} from '@poshak/shared-api';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { orderDetail, orderStatuses, orderSummary, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
let orders: OrderSummary[];

beforeEach(() => {
  orders = [
    orderSummary(14, {
      customer_name: 'Nusrat Jahan',
      fee_status: 'unverified',
      trx_id: 'AB12CD34EF',
    }),
    orderSummary(13, { customer_name: 'Tanvir Ahmed', fee_status: 'none' }),
    orderSummary(12, {
      customer_name: 'Shirin Akter',
      fee_status: 'unverified',
      trx_id: 'ZX98CV76BN',
    }),
  ];
  api = fakeApi({
    'GET /backoffice/orders': ({ params }: FakeRequest) => ({
      ...paged(orders),
      // Two pages' worth match the filter: the page shows three.
      total: params.fee_status === 'unverified' ? 25 : orders.length,
    }),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/invoice-numbers': () => ({
      invoice_nos: Array.from({ length: 25 }, (_, i) => 40 - i),
      total: 25,
    }),
    'GET /backoffice/orders/14': () => orderDetail(14, orders[0]),
    'GET /backoffice/orders/14/payment': () => null,
    'GET /backoffice/orders/14/history': () => [],
    'POST /backoffice/orders/bulk': ({ body }: FakeRequest) => {
      const { invoice_nos, action } = body as { invoice_nos: number[]; action: BulkOrderAction };
      const outcomes: BulkOrderOutcome[] = invoice_nos.map((invoice) =>
        invoice === 13 && action === 'verify_fee'
          ? {
              invoice_no: 13,
              ok: false,
              status_code: 404,
              message: "invoice_no 13: the order's delivery fee was not paid in advance",
              code: 'fee_not_in_advance',
            }
          : invoice === 12 && action === 'move'
            ? {
                invoice_no: 12,
                ok: false,
                status_code: 409,
                message:
                  'invoice_no 12: the delivery fee paid in advance is unverified; it must be verified before the order becomes Ready-To-Shift',
                code: 'fee_unverified',
              }
            : { invoice_no: invoice, ok: true, status_code: 200, message: '' },
      );
      const done = outcomes.filter((o) => o.ok).length;
      return { outcomes, done, refused: outcomes.length - done };
    },
  });
  signInAs('moderator');
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

async function openPage(path = '/admin/product-order') {
  renderApp(path);
  await screen.findByText('Nusrat Jahan');
}
const choose = (invoice: number, name = `Choose invoice ${invoice}`) =>
  user().click(screen.getByRole('checkbox', { name }));
/** The orders table's column headers (the details hold a table of their own). */
const listHeaders = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const bulkBar = (name = 'Work on the chosen orders') => screen.getByRole('region', { name });

describe('Bulk work on orders', () => {
  it('verifies the chosen fees at once and says per order what was refused, and why', async () => {
    await openPage();
    for (const invoice of [14, 13, 12]) await choose(invoice);
    expect(within(bulkBar()).getByRole('status')).toHaveTextContent('3 orders chosen');
    await user().click(within(bulkBar()).getByRole('button', { name: 'Verify fees' }));
    const result = await screen.findByTestId('bulk-result');
    expect(result).toHaveTextContent('Verify fees: 2 done, 1 refused');
    expect(result).toHaveTextContent(
      'Invoice 13: cash on delivery: no fee was paid in advance, so there is nothing to check.',
    );
    expect(api.callsTo('POST /backoffice/orders/bulk')[0]?.body).toEqual({
      action: 'verify_fee',
      invoice_nos: [14, 13, 12],
    });
  });

  it('moves the chosen orders to a status, refusing one whose fee is not verified, in Bengali too', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    await openPage();
    await choose(14, 'ইনভয়েস ১৪ বেছে নিন');
    await choose(12, 'ইনভয়েস ১২ বেছে নিন');
    const bar = bulkBar('বেছে নেওয়া অর্ডারগুলোর কাজ');
    await user().click(within(bar).getByRole('combobox', { name: 'যে অবস্থায় নেবেন…' }));
    await user().click(
      [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === 'পাঠানোর জন্য প্রস্তুত',
      ) as HTMLElement,
    );
    await user().click(within(bar).getByRole('button', { name: 'অবস্থা বদলান' }));
    const result = await screen.findByTestId('bulk-result');
    expect(result).toHaveTextContent('১টি হয়েছে, ১টি হয়নি');
    expect(result).toHaveTextContent(
      'ইনভয়েস ১২: আগে পাঠানো ডেলিভারি চার্জ এখনো যাচাই হয়নি: অর্ডারটি পাঠানোর জন্য প্রস্তুত হতে পারে না।',
    );
    expect(api.callsTo('POST /backoffice/orders/bulk')[0]?.body).toEqual({
      action: 'move',
      invoice_nos: [14, 12],
      order_status_id: orderStatusId('Ready-To-Shift'),
    });
  });

  it('chooses all the orders matching the filter, beyond the page, and prints them as one job', async () => {
    await openPage('/admin/product-order?fee=unverified');
    await user().click(screen.getByRole('checkbox', { name: 'Choose every order on this page' }));
    await user().click(
      within(bulkBar()).getByRole('button', { name: 'Choose all 25 matching the filter' }),
    );
    await waitFor(() =>
      expect(within(bulkBar()).getByRole('status')).toHaveTextContent('25 orders chosen'),
    );
    expect(api.callsTo('GET /backoffice/orders/invoice-numbers')[0]?.params).toEqual({
      fee_status: 'unverified',
    });
    const slips = within(bulkBar()).getByRole('link', { name: /Print slips/ });
    expect(slips.getAttribute('href')).toBe(
      `/admin/orders/print?format=slip&invoices=${Array.from({ length: 25 }, (_, i) => 40 - i).join(',')}`,
    );
    expect(slips).toHaveAttribute('target', '_blank');
  });

  it('sorts on the server from a column header', async () => {
    await openPage();
    await user().click(screen.getByRole('columnheader', { name: 'To Collect' }));
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
        sort: 'total',
        order: 'asc',
      }),
    );
  });

  it('on a wide screen opens the details beside the list, with the order’s status controls', async () => {
    await openPage();
    await user().click(screen.getByText('Nusrat Jahan'));
    // The list keeps to the columns that pick the next order; the rest is in the details.
    await waitFor(() =>
      expect(listHeaders()).toEqual([
        'Chosen',
        'Invoice',
        'Customer · Area',
        'Payment',
        'Order Status',
      ]),
    );
    // The only status controls on the page: the open order's, in its details (their code comes
    // when an order is first opened).
    expect(await screen.findAllByRole('combobox', { name: /^Change Status/ })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Change Status 14' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update 14' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('combobox', { name: 'Change Status 14' })).toBeInTheDocument();
    expect(listHeaders()).toHaveLength(8);
  });

  it('on a phone shows a card per order with its figures and controls, chosen by its box', async () => {
    setScreenWidth(375);
    act(() => languageStore.getState().setLanguage('bn'));
    await openPage();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'ইনভয়েস ১৪' });
    expect(card).toHaveTextContent('৳ ৩,৭৮০');
    expect(card).toHaveTextContent('AB12CD34EF');
    expect(card).toHaveTextContent('ঢাকার ভেতরে');
    expect(within(card).getByRole('combobox', { name: 'অবস্থা বদলান 14' })).toBeInTheDocument();
    await user().click(within(card).getByRole('checkbox'));
    expect(within(bulkBar('বেছে নেওয়া অর্ডারগুলোর কাজ')).getByRole('status')).toHaveTextContent(
      '১টি অর্ডার বেছে নেওয়া হয়েছে',
    );
  });
});
