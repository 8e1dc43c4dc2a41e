import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon, CouponBody } from '@poshak/shared-api';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { coupon } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';
import { today } from '../today';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ delay: null });
const dayFromToday = (days: number) => today(new Date(Date.now() + days * 86_400_000));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

let api: ReturnType<typeof fakeApi>;
let coupons: Coupon[];

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
      'Start Day',
      'End Day',
      'Actions',
    ]);
    expect(within(rowOf('Pohela Boishakh')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Eid offer')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Winter sale')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('Eid offer')).getByText('EID2')).toBeInTheDocument();
  });

  it('opens the Add New Coupon dialog with the fields of the spec', async () => {
    const dialog = await openDialog();
    for (const label of [
      'Coupon Code',
      'Name',
      'Description',
      'Discount Value',
      'Applies To',
      'Start Day',
      'End Day',
      'Allowed Customer',
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
    expect(within(dialog).getByText('Discount Value is required')).toBeInTheDocument();
    await fill(dialog, 'Discount Value', '0');
    await fill(dialog, 'Start Day', '2026-05-10');
    await fill(dialog, 'End Day', '2026-05-01');
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(
      await within(dialog).findByText('End Day must not be before Start Day'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Discount Value must be more than 0')).toBeInTheDocument();
    expect(api.callsTo('POST /coupons')).toHaveLength(0);
  });

  it('saves the coupon on the server and lists it', async () => {
    const dialog = await openDialog();
    await fill(dialog, 'Coupon Code', 'puja-25');
    await fill(dialog, 'Name', 'Puja special');
    await fill(dialog, 'Discount Value', '25');
    await fill(dialog, 'Start Day', dayFromToday(0));
    await fill(dialog, 'End Day', dayFromToday(14));
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(await screen.findByText('Coupon saved')).toBeInTheDocument();
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
    await fill(dialog, 'Discount Value', '5');
    await fill(dialog, 'Start Day', '2026-01-01');
    await fill(dialog, 'End Day', '2026-01-02');
    await user().click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(await screen.findByText('Coupon not saved: code already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets a seller read coupons but not add them, and says why', async () => {
    signInAs('seller');
    renderApp('/admin/coupon');
    await screen.findByText('Eid offer');
    expect(screen.getByRole('button', { name: /Add New Coupon/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete EID2' })).toBeDisabled();
  });
});
