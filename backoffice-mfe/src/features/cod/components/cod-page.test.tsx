import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodParcel, CodSummary } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { dashboardFixture, orderStatuses, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

const parcel = (invoice: number, overrides: Partial<CodParcel> = {}): CodParcel => ({
  invoice_no: invoice,
  courier: 'pathao',
  consignment_id: `DL${invoice}`,
  customer_name: 'Rahima Akter',
  order_status_name: 'Delivered',
  to_collect: 1720,
  collected: 1720,
  paid_out: 1660,
  courier_fee: 60,
  difference: 0,
  state: 'settled',
  settled_by: 'webhook',
  reference: 'PINV-1',
  paid_at: '2026-11-29T09:00:00.000Z',
  ...overrides,
});

const summary: CodSummary = {
  with_couriers: 12_450,
  parcels_with_couriers: 8,
  mismatches: 1,
  by_courier: [
    { courier: 'pathao', with_courier: 12_450, parcels: 8 },
    { courier: 'steadfast', with_courier: 0, parcels: 0 },
    { courier: 'redx', with_courier: 0, parcels: 0 },
  ],
};

let api: ReturnType<typeof fakeApi>;
let parcels: CodParcel[];
let uploads: unknown[];

beforeEach(() => {
  uploads = [];
  parcels = [
    parcel(1042, {
      state: 'mismatch',
      collected: 900,
      paid_out: null,
      settled_by: null,
      difference: -820,
    }),
    parcel(1041, { state: 'with_courier', paid_out: null, settled_by: null }),
    parcel(1040),
  ];
  api = fakeApi({
    'GET /backoffice/cod/parcels': ({ params }: FakeRequest) => {
      const items = parcels.filter((p) => params.state === undefined || p.state === params.state);
      return {
        items,
        total: items.length,
        page: params.page,
        page_size: params.page_size,
        mismatches: parcels.filter((p) => p.state === 'mismatch').length,
      };
    },
    'GET /backoffice/cod/summary': () => summary,
    'POST /backoffice/cod/steadfast/settlements': ({ body }: FakeRequest) => {
      uploads.push(body);
      const { csv } = body as { csv: string };
      if (csv.includes('abc'))
        return reply(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'row 3, paid_amount: "abc" is not an amount in whole taka',
        });
      return { rows: 2, added: 2, updated: 0, unchanged: 0 };
    },
    'GET /backoffice/dashboard': () => dashboardFixture,
    'GET /backoffice/dashboard/sources': () => ({
      from: '2026-11-21',
      to: '2026-11-25',
      by_source: [],
      campaigns: [],
    }),
    'GET /backoffice/orders': () => paged([]),
    'GET /orderstatus/getAll': () => orderStatuses,
  });
  signInAs('seller');
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

const rowOf = (invoice: string) => screen.getByText(invoice).closest('tr') as HTMLElement;
const csvFile = (text: string) => new File([text], 'steadfast.csv', { type: 'text/csv' });

describe('Cash on delivery page', () => {
  it('lists each parcel’s cash with the mismatch first and its shortfall', async () => {
    renderApp('/admin/cod');
    await screen.findByText('1042');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('1042')).toBeInTheDocument();
    const mismatch = rowOf('1042');
    expect(within(mismatch).getByText('Mismatch')).toBeInTheDocument();
    expect(within(mismatch).getByText('−৳ 820')).toBeInTheDocument();
    expect(within(rowOf('1041')).getByText('With the courier')).toBeInTheDocument();
    const settled = rowOf('1040');
    expect(within(settled).getByText('Settled')).toBeInTheDocument();
    expect(within(settled).getByText('৳ 1,660')).toBeInTheDocument();
    expect(within(settled).getByText('by the courier’s webhook')).toBeInTheDocument();
    expect(screen.getByTestId('cod-mismatches')).toHaveTextContent('1 mismatch');
  });

  it('filters by state from the address and asks the server for it', async () => {
    renderApp('/admin/cod?state=mismatch');
    await screen.findByText('1042');
    expect(screen.queryByText('1040')).not.toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/cod/parcels').at(-1)?.params).toMatchObject({
      state: 'mismatch',
      page: 1,
    });
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('1040');
  });

  it('uploads a courier’s CSV, says what it recorded, and shows a refusal naming row and column', async () => {
    renderApp('/admin/cod');
    await screen.findByText('1042');
    const courier = screen.getByLabelText('Courier of the file');
    fireEvent.mouseDown(courier);
    await user().click(await screen.findByTitle('Steadfast'));

    const input = screen.getByLabelText('Settlement CSV file');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(screen.getByTestId('cod-upload-file')).toHaveTextContent('No file chosen yet');
    await user().upload(input, csvFile('consignment_id,courier_fee,paid_amount\nX,60,abc\n'));
    expect(screen.getByTestId('cod-upload-file')).toHaveTextContent('steadfast.csv');
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file was refused; nothing was recorded. row 3, paid_amount: "abc" is not an amount in whole taka',
    );

    await user().upload(input, csvFile('consignment_id,courier_fee,paid_amount\nX,60,1660\n'));
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('2 rows read: 2 new, 0 changed, 0 already recorded'),
    ).toBeInTheDocument();
    expect(uploads.at(-1)).toEqual({
      file_name: 'steadfast.csv',
      csv: 'consignment_id,courier_fee,paid_amount\nX,60,1660\n',
    });
  });

  it('speaks Bengali with Bengali digits', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/cod');
    await screen.findByText('১০৪২');
    expect(within(rowOf('১০৪২')).getByText('গরমিল')).toBeInTheDocument();
    expect(within(rowOf('১০৪০')).getByText('৳ ১,৬৬০')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ক্যাশ অন ডেলিভারি' })).toBeInTheDocument();
    // The file chooser speaks Bengali too, not the browser's "Choose File".
    expect(screen.getByRole('button', { name: 'ফাইল বেছে নিন' })).toBeInTheDocument();
    expect(screen.getByTestId('cod-upload-file')).toHaveTextContent('এখনো কোনো ফাইল বাছা হয়নি');
  });

  it('gives a phone one card per parcel with its difference and state in sight', async () => {
    setScreenWidth(375);
    renderApp('/admin/cod');
    const heading = await screen.findByText('Invoice 1042');
    const cards = screen.getByTestId('cod-cards');
    expect(within(cards).getAllByText(/^Invoice \d+$/)[0]).toBe(heading);
    const first = heading.closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('Mismatch')).toBeInTheDocument();
    expect(within(first).getByText('−৳ 820')).toBeInTheDocument();
    expect(within(first).getByText('Pathao · DL1042 · Rahima Akter')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not for moderators', async () => {
    signInAs('moderator');
    renderApp('/admin/cod');
    expect(await screen.findByText(/cannot open this page/)).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/cod/parcels')).toHaveLength(0);
  });
});

describe('Dashboard: cash still with couriers', () => {
  it('shows the cash collected and not paid out, linking to the reconciliation and its mismatches', async () => {
    renderApp('/admin/dashboard');
    const card = await screen.findByTestId('dashboard-cod');
    expect(within(card).getByText('৳ 12,450')).toBeInTheDocument();
    expect(within(card).getByText('8 parcels')).toBeInTheDocument();
    await user().click(within(card).getByText('1 mismatch to check'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/cod?state=mismatch'),
    );
  });
});
