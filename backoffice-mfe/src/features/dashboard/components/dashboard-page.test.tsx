import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import type { DashboardReturns, DashboardSources } from '@poshak/shared-api';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { dashboardFixture, orderStatuses, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const dashboard = dashboardFixture;

/** Orders by source over a period, as the server sums them. */
const sources = ({ params }: FakeRequest): DashboardSources => {
  const week = params.period === 'week';
  return {
    from: week ? '2026-11-21' : '2026-10-27',
    to: '2026-11-25',
    by_source: [
      { source: 'checkout', orders: week ? 4 : 40, takings: week ? 5200 : 52_000 },
      { source: 'phone', orders: 12, takings: 18_400 },
      { source: 'messenger', orders: 7, takings: 9100 },
      { source: 'walk_in', orders: 0, takings: 0 },
      { source: 'facebook_comment', orders: 3, takings: 3900 },
    ],
    campaigns: [
      {
        utm_source: 'facebook',
        utm_medium: 'paid',
        utm_campaign: 'eid',
        orders: 9,
        takings: 11_700,
      },
    ],
  };
};

const routes = {
  'GET /backoffice/dashboard': () => dashboard,
  'GET /backoffice/dashboard/sources': sources,
  'GET /backoffice/dashboard/returns': (): DashboardReturns => ({
    total: { parcels: 40, returned: 6 },
    by_area: [
      { shipping_id: 2, shipping_name: 'Outside Dhaka', parcels: 25, returned: 5 },
      { shipping_id: 1, shipping_name: 'Inside Dhaka', parcels: 15, returned: 1 },
    ],
    by_courier: [{ courier: 'steadfast', parcels: 40, returned: 6 }],
    by_customer: [{ phone: '01712345678', customer_name: 'Rahim', parcels: 3, returned: 2 }],
  }),
  'GET /backoffice/orders': () => paged([]),
  'GET /orderstatus/getAll': () => orderStatuses,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi(routes);
});
afterEach(() => {
  api.restore();
  resetApp();
});

const location = () => screen.getByTestId('location').textContent;

describe('Dashboard', () => {
  it('is where an admin lands: today and the week, fees and discounts apart, each a link to its list', async () => {
    signInAs('admin');
    renderApp('/admin');
    // The first test of the file also waits for the staff screens' code to load.
    const today = await screen.findByTestId('dashboard-today');
    expect(location()).toBe('/admin/dashboard');
    expect(within(today).getByTestId('dashboard-today-orders')).toHaveTextContent('Orders2');
    expect(within(today).getByTestId('dashboard-today-takings')).toHaveTextContent('৳ 1,980');
    expect(within(today).getByTestId('dashboard-today-fees-paid')).toHaveTextContent('৳ 80');
    expect(within(today).getByTestId('dashboard-today-discounts')).toHaveTextContent('৳ 100');
    expect(within(today).getByTestId('dashboard-today-orders')).toHaveAttribute(
      'href',
      '/admin/product-order?from=2026-11-25&to=2026-11-25',
    );
    // Each money figure opens the orders it sums, not every order of the day.
    for (const [tile, counted] of [
      ['takings', 'takings'],
      ['delivery-fees', 'delivery_fees'],
      ['fees-paid', 'fees_paid'],
      ['discounts', 'discounts'],
    ]) {
      expect(within(today).getByTestId(`dashboard-today-${tile}`)).toHaveAttribute(
        'href',
        `/admin/product-order?counted=${counted}&from=2026-11-25&to=2026-11-25`,
      );
    }
    expect(screen.getByTestId('dashboard-week-orders')).toHaveAttribute(
      'href',
      '/admin/product-order?from=2026-11-21&to=2026-11-25',
    );
    expect(screen.getByTestId('dashboard-status-1')).toHaveTextContent('Pending1,234');
    expect(screen.getByTestId('dashboard-status-1')).toHaveAttribute(
      'href',
      '/admin/product-order?status=1',
    );
    expect(screen.getByTestId('dashboard-fees-waiting-count')).toHaveAttribute(
      'href',
      '/admin/product-order?fee=unverified',
    );
    expect(screen.getByTestId('dashboard-low-stock-count')).toHaveAttribute(
      'href',
      '/admin/product-add?low=1',
    );
    expect(screen.getByRole('link', { name: /Gamchha/ })).toHaveAttribute(
      'href',
      '/admin/product-add?id=41',
    );
    expect(screen.getByRole('link', { name: /Tangail Saree/ })).toHaveAttribute(
      'href',
      '/admin/product-add?q=SAR-001',
    );

    await userEvent.setup({ delay: null }).click(screen.getByTestId('dashboard-status-1'));
    await waitFor(() => expect(location()).toBe('/admin/product-order?status=1'));
  });

  it('speaks Bengali with Bengali digits and the Bengali product name', async () => {
    signInAs('seller');
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/dashboard');
    const today = await screen.findByTestId('dashboard-today');
    expect(screen.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(within(today).getByTestId('dashboard-today-orders')).toHaveTextContent('অর্ডার২');
    expect(within(today).getByTestId('dashboard-today-takings')).toHaveTextContent('৳ ১,৯৮০');
    expect(screen.getByTestId('dashboard-status-1')).toHaveTextContent('অপেক্ষমাণ১,২৩৪');
    expect(screen.getByRole('link', { name: /টাঙ্গাইল শাড়ি/ })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-today')).not.toHaveTextContent(/[0-9]/);
  });

  it('hides the fees to check when the shop does not ask for the fee in advance', async () => {
    api.restore();
    api = fakeApi({ 'GET /backoffice/dashboard': () => ({ ...dashboard, fees_waiting: null }) });
    signInAs('admin');
    renderApp('/admin/dashboard');
    await screen.findByTestId('dashboard-today');
    expect(screen.queryByTestId('dashboard-fees-waiting')).not.toBeInTheDocument();
  });

  it('shows orders and takings by source and campaign, each opening its orders, over the period chosen', async () => {
    signInAs('seller');
    renderApp('/admin/dashboard');
    const card = await screen.findByTestId('dashboard-sources');
    const phone = await within(card).findByRole('link', { name: 'Phone call' });
    expect(phone.closest('li')).toHaveTextContent('Phone call12 orders · ৳ 18,400');
    expect(phone).toHaveAttribute(
      'href',
      '/admin/product-order?source=phone&from=2026-10-27&to=2026-11-25',
    );
    const eid = within(card).getByRole('link', { name: 'eid · facebook · paid' });
    expect(eid).toHaveAttribute(
      'href',
      '/admin/product-order?campaign=eid&campaign_source=facebook&from=2026-10-27&to=2026-11-25',
    );
    await userEvent.setup({ delay: null }).click(within(card).getByText('This week'));
    await waitFor(() =>
      expect(
        within(card).getByRole('link', { name: 'Website checkout' }).closest('li'),
      ).toHaveTextContent('4 orders · ৳ 5,200'),
    );
    expect(api.callsTo('GET /backoffice/dashboard/sources').at(-1)?.params).toEqual({
      period: 'week',
    });
    // The link opens the orders page filtered by that source, which says so.
    await userEvent
      .setup({ delay: null })
      .click(within(card).getByRole('link', { name: 'Messenger' }));
    await waitFor(() =>
      expect(location()).toBe(
        '/admin/product-order?source=messenger&from=2026-11-21&to=2026-11-25',
      ),
    );
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({
        source: 'messenger',
        from: '2026-11-21',
      }),
    );
  });

  it('sends a moderator to the orders, never asking for the dashboard', async () => {
    signInAs('moderator');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Customer Order' })).toBeInTheDocument();
    expect(location()).toBe('/admin/product-order');
    expect(api.callsTo('GET /backoffice/dashboard')).toHaveLength(0);
  });

  it('shows the parcels couriers brought back, by area, courier and number, in both languages', async () => {
    signInAs('seller');
    renderApp('/admin/dashboard');
    const card = await screen.findByTestId('dashboard-returns');
    expect(await within(card).findByText('6 of 40 parcels came back (15%)')).toBeInTheDocument();
    const areas = within(card).getByRole('list', { name: 'By area' });
    expect(within(areas).getByText('Outside Dhaka').closest('li')).toHaveTextContent(
      'Outside Dhaka5 of 25 · 20%',
    );
    expect(
      within(within(card).getByRole('list', { name: 'By courier' })).getByText('Steadfast'),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('list', { name: 'Numbers with the most returns' }),
    ).toHaveTextContent('Rahim · 017123456782 of 3 · 67%');
    act(() => languageStore.getState().setLanguage('bn'));
    expect(await within(card).findByText('৪০টি পার্সেলের ৬টি ফিরে এসেছে (১৫%)')).toBeInTheDocument();
    expect(within(card).getByText('স্টেডফাস্ট')).toBeInTheDocument();
  });

  it('says no parcel went to a courier in those days, not “0 of 0 came back”', async () => {
    api.restore();
    api = fakeApi({
      ...routes,
      'GET /backoffice/dashboard/returns': (): DashboardReturns => ({
        total: { parcels: 0, returned: 0 },
        by_area: [],
        by_courier: [],
        by_customer: [],
      }),
    });
    signInAs('seller');
    renderApp('/admin/dashboard');
    const card = await screen.findByTestId('dashboard-returns');
    expect(
      await within(card).findByText('No parcel went to a courier in these days'),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent('0 of 0');
    act(() => languageStore.getState().setLanguage('bn'));
    expect(
      await within(card).findByText('এই দিনগুলোতে কোনো পার্সেল কুরিয়ারে যায়নি'),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent('০টি পার্সেলের');
  });
});
