import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import type { Coupon, CouponBody } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { addDays, shopDay } from '@poshak/shared-api/shop-time';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { coupon, paged, stockEntry } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const dayFromToday = (days: number) => addDays(shopDay(), days);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

let api: ReturnType<typeof fakeApi>;
let coupons: Coupon[];
const stock = [
  stockEntry(1, { product_code: 'PAN-01', product_name: 'Cotton Panjabi', size_name: 'M' }),
  stockEntry(2, { product_code: 'PAN-01', product_name: 'Cotton Panjabi', size_name: 'L' }),
  stockEntry(3, {
    product_code: 'SHA-02',
    product_name: 'Silk Shawl',
    product_name_bn: 'সিল্কের শাল',
  }),
  stockEntry(4, { product_code: 'SAR-03', product_name: 'Jamdani Saree' }),
];

beforeEach(() => {
  coupons = [
    coupon(1, { name: 'Pohela Boishakh', start_day: dayFromToday(3), end_day: dayFromToday(10) }),
    coupon(2, { name: 'Eid offer', start_day: dayFromToday(-1), end_day: dayFromToday(1) }),
    coupon(3, { name: 'Winter sale', start_day: dayFromToday(-30), end_day: dayFromToday(-1) }),
  ];
  api = fakeApi({
    'GET /coupons': () => coupons,
    'POST /coupons': ({ body }: FakeRequest) => {
      const b = body as CouponBody;
      if (coupons.some((c) => c.code === b.code))
        return reply(409, { statusCode: 409, error: 'Conflict', message: 'code already exists' });
      const created = coupon(coupons.length + 1, {
        ...b,
        description: b.description ?? '',
      } as Coupon);
      coupons.push(created);
      return created;
    },
    // The stock search: entries whose code or name contains q (two sizes of one Panjabi).
    'GET /backoffice/stock': ({ params }: FakeRequest) => {
      const q = String(params.q ?? '').toLowerCase();
      return paged(
        stock.filter(
          (e) =>
            e.product_code.toLowerCase().includes(q) || e.product_name.toLowerCase().includes(q),
        ),
      );
    },
  });
  signInAs('admin');
});
afterEach(() => {
  api.restore();
  resetApp();
});

async function openDialog() {
  renderApp('/admin/coupon');
  await screen.findByText('Eid offer');
  await user().click(screen.getByRole('button', { name: /Add New Coupon/ }));
  // antd names every dialog "test-id" under jest, so the title is checked as text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Add New Coupon')[0]).toBeInTheDocument();
  return dialog;
}

async function fill(dialog: HTMLElement, label: string, value: string) {
  await user().clear(within(dialog).getByLabelText(label));
  await user().paste(value);
}

describe('Coupons', () => {
  it('lists name, code, status from today, start and end day', async () => {
    renderApp('/admin/coupon');
    await screen.findByText('Eid offer');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Coupon Name',
      'Coupon Code',
      'Status',
      'Discount',
      'Used',
      'Start Day',
      'End Day',
      'Actions',
    ]);
    expect(within(rowOf('Pohela Boishakh')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Eid offer')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Winter sale')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('Eid offer')).getByText('EID2')).toBeInTheDocument();
  });

  it('counts today as Dhaka’s, whatever the browser’s own date', async () => {
    // 01:00 on 2 March in Dhaka is still 1 March in every zone west of UTC+1 (the test's own).
    jest.useFakeTimers({ now: new Date('2026-03-01T19:00:00Z'), advanceTimers: true });
    try {
      coupons = [coupon(4, { name: 'Falgun', start_day: '2026-03-02', end_day: '2026-03-09' })];
      renderApp('/admin/coupon');
      await screen.findByText('Falgun');
      expect(within(rowOf('Falgun')).getByText('Active')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the Add New Coupon dialog with the fields of the spec', async () => {
    const dialog = await openDialog();
    for (const label of [
      'Coupon Code',
      'Name',
      'Description',
      'Discount kind',
      'Discount Value (%)',
      'Applies To',
      'Start Day',
      'End Day',
      'Allowed Customer',
      'Total uses',
      'Uses per phone',
    ])
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate Code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Coupon' })).toBeInTheDocument();
  });

  it('generates an 8-character code', async () => {
    const dialog = await openDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Generate Code' }));
    const code = within(dialog).getByLabelText('Coupon Code') as HTMLInputElement;
    expect(code.value).toMatch(/^[0-9A-F]{8}$/);
  });

  it('names what is missing or wrong before saving', async () => {
    const dialog = await openDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(await within(dialog).findByText('Coupon Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Discount Value (%) is required')).toBeInTheDocument();
    await fill(dialog, 'Discount Value (%)', '0');
    await fill(dialog, 'Start Day', '2026-05-10');
    await fill(dialog, 'End Day', '2026-05-01');
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(
      await within(dialog).findByText('End Day must not be before Start Day'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Discount Value (%) must be more than 0')).toBeInTheDocument();
    expect(api.callsTo('POST /coupons')).toHaveLength(0);
  });

  it('saves the coupon on the server and lists it', async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'puja-25');
    await fill(dialog, 'Name', 'Puja special');
    await fill(dialog, 'Discount Value (%)', '25');
    await fill(dialog, 'Start Day', dayFromToday(0));
    await fill(dialog, 'End Day', dayFromToday(14));
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    await toastShown('Coupon saved');
    expect(api.callsTo('POST /coupons')[0]?.body).toEqual({
      code: 'PUJA-25',
      name: 'Puja special',
      description: '',
      discount_value: 25,
      applies_to: 'All Product',
      start_day: dayFromToday(0),
      end_day: dayFromToday(14),
      allowed_customer: 'All Customer',
      // A new coupon: a percentage for every product, without limits.
      discount_kind: 'percent',
      max_uses: null,
      max_uses_per_phone: null,
      product_codes: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(await waitFor(() => rowOf('Puja special'))).getByText('Active'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a duplicate code and keeps the dialog open", async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'EID2');
    await fill(dialog, 'Name', 'Again');
    await fill(dialog, 'Discount Value (%)', '5');
    await fill(dialog, 'Start Day', '2026-01-01');
    await fill(dialog, 'End Day', '2026-01-02');
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    await toastShown('Coupon not saved: code already exists');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets a seller read coupons but not add them, and says why', async () => {
    signInAs('seller');
    renderApp('/admin/coupon');
    await screen.findByText('Eid offer');
    expect(screen.getByRole('button', { name: /Add New Coupon/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete EID2' })).toBeDisabled();
  });

  it('shows each coupon’s discount, its uses so far and its limits', async () => {
    coupons = [
      coupon(1, {
        name: 'Flat 150',
        discount_kind: 'amount',
        discount_value: 150,
        uses: 3,
        max_uses: 10,
        max_uses_per_phone: 1,
      }),
      coupon(2, { name: 'Eid offer', discount_value: 15, uses: 42 }),
    ];
    renderApp('/admin/coupon');
    await screen.findByText('Eid offer');
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Flat 150').slice(3, 5)).toEqual(['৳\u00a0150', '3 of 101 per phone']);
    expect(cells('Eid offer').slice(3, 5)).toEqual(['15%', '42 (no limit)']);
  });

  it('saves a percent coupon for products picked by code or name, shown as tags with their names', async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'PUJA-PICK');
    await fill(dialog, 'Name', 'Puja picks');
    await fill(dialog, 'Discount Value (%)', '20');
    await fill(dialog, 'Start Day', dayFromToday(0));
    await fill(dialog, 'End Day', dayFromToday(7));
    await user().click(within(dialog).getByLabelText('Applies To'));
    await user().click(await screen.findByTitle('Selected Product'));
    const picker = await within(dialog).findByLabelText('Products');
    await user().type(picker, 'pan');
    // One choice per product code, however many sizes it has.
    expect(await screen.findAllByTitle('Cotton Panjabi (PAN-01)')).toHaveLength(1);
    await user().click(screen.getByTitle('Cotton Panjabi (PAN-01)'));
    await user().type(picker, 'SHA');
    await user().click(await screen.findByTitle('Silk Shawl (SHA-02)'));
    await user().type(picker, 'jamdani');
    await user().click(await screen.findByTitle('Jamdani Saree (SAR-03)'));
    // Chosen products are tags with their names; one is taken off again.
    const tags = () =>
      [...dialog.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);
    await waitFor(() =>
      expect(tags()).toEqual([
        'Cotton Panjabi (PAN-01)',
        'Silk Shawl (SHA-02)',
        'Jamdani Saree (SAR-03)',
      ]),
    );
    const saree = dialog.querySelectorAll('.ant-select-selection-item')[2] as HTMLElement;
    await user().click(saree.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await waitFor(() => expect(tags()).toHaveLength(2));
    await fill(dialog, 'Total uses', '100');
    await fill(dialog, 'Uses per phone', '2');

    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    await toastShown('Coupon saved');
    expect(api.callsTo('POST /coupons')[0]?.body).toMatchObject({
      code: 'PUJA-PICK',
      discount_kind: 'percent',
      discount_value: 20,
      applies_to: 'Selected Product',
      product_codes: ['PAN-01', 'SHA-02'],
      max_uses: 100,
      max_uses_per_phone: 2,
    });
  });

  it('refuses a percentage above 100 and says so; as an amount in taka it saves', async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'BIG-150');
    await fill(dialog, 'Name', 'Big one');
    await fill(dialog, 'Discount Value (%)', '150');
    await fill(dialog, 'Start Day', dayFromToday(0));
    await fill(dialog, 'End Day', dayFromToday(1));
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(
      await within(dialog).findByText(
        'A percentage is at most 100: enter 100 or less, or choose Amount (৳)',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /coupons')).toHaveLength(0);
    await user().click(within(dialog).getByRole('radio', { name: 'Amount (৳)' }));
    // The same box, now counting taka.
    expect(within(dialog).getByLabelText('Discount Value (৳)')).toHaveValue('150');
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    await toastShown('Coupon saved');
    expect(api.callsTo('POST /coupons')[0]?.body).toMatchObject({
      discount_kind: 'amount',
      discount_value: 150,
    });
  });

  it('takes one product for a Single Product coupon, and asks for it when none is chosen', async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'ONE-SHAWL');
    await fill(dialog, 'Name', 'Shawl day');
    await fill(dialog, 'Discount Value (%)', '10');
    await fill(dialog, 'Start Day', dayFromToday(0));
    await fill(dialog, 'End Day', dayFromToday(1));
    await user().click(within(dialog).getByLabelText('Applies To'));
    await user().click(await screen.findByTitle('Single Product'));
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(
      await within(dialog).findByText(
        'Choose the products it applies to (Single Product: exactly one)',
      ),
    ).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Product');
    await user().type(picker, 'shawl');
    await user().click(await screen.findByTitle('Silk Shawl (SHA-02)'));
    await waitFor(() =>
      expect(
        [...dialog.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent),
      ).toEqual(['Silk Shawl (SHA-02)']),
    );
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    await toastShown('Coupon saved');
    expect(api.callsTo('POST /coupons')[0]?.body).toMatchObject({
      applies_to: 'Single Product',
      product_codes: ['SHA-02'],
    });
  });

  it('opens a saved coupon with its products named, in Bengali too', async () => {
    coupons = [
      coupon(5, {
        name: 'Shawl week',
        applies_to: 'Selected Product',
        product_codes: ['SHA-02'],
        products: [{ product_code: 'SHA-02', product_name: 'Silk Shawl' }],
      }),
    ];
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/coupon');
    await screen.findByText('Shawl week');
    await user().click(screen.getByRole('button', { name: 'সম্পাদনা EID5' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Silk Shawl (SHA-02)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ছাড়ের পরিমাণ (%)')).toHaveValue('10');
    expect(within(dialog).getByRole('radio', { name: 'শতাংশ (%)' })).toBeChecked();
  });
});
