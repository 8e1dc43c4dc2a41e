import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import type { CourierAreaMapping, Role } from '@poshak/shared-api';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { courierList } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
let pathaoAreas: CourierAreaMapping[];

const unmapped = {
  city_id: null,
  city_name: null,
  zone_id: null,
  zone_name: null,
  area_id: null,
  area_name: null,
};

/** Pathao's lists as the server keeps them: cities, each city's zones, each zone's areas. */
const pathaoLists: Record<string, { id: number; name: string; parent_id: number }[]> = {
  'city:': [
    { id: 2, name: 'Chittagong', parent_id: 0 },
    { id: 1, name: 'Dhaka', parent_id: 0 },
  ],
  'zone:1': [{ id: 10, name: 'Dhanmondi', parent_id: 1 }],
  'zone:2': [
    { id: 20, name: 'Agrabad', parent_id: 2 },
    { id: 21, name: 'Halishahar', parent_id: 2 },
  ],
  'area:20': [{ id: 200, name: 'Agrabad C/A', parent_id: 20 }],
  'area:10': [],
};

beforeEach(() => {
  pathaoAreas = [
    {
      id_shipping: 1,
      shipping_name: 'Inside Dhaka',
      city_id: 1,
      city_name: 'Dhaka',
      zone_id: 10,
      zone_name: 'Dhanmondi',
      area_id: null,
      area_name: null,
      mapped: true,
    },
    { id_shipping: 2, shipping_name: 'Outside Dhaka', ...unmapped, mapped: false },
  ];
  api = fakeApi({
    'GET /backoffice/couriers': () => courierList,
    'GET /backoffice/couriers/pathao/areas': () => ({ items: pathaoAreas }),
    'GET /backoffice/couriers/redx/areas': () => ({
      items: [
        { id_shipping: 1, shipping_name: 'Inside Dhaka', ...unmapped, mapped: false },
        { id_shipping: 2, shipping_name: 'Outside Dhaka', ...unmapped, mapped: false },
      ],
    }),
    'GET /backoffice/couriers/pathao/locations': ({ params }: FakeRequest) => ({
      items: pathaoLists[`${String(params.kind)}:${String(params.parent_id ?? '')}`] ?? [],
      fetched_at: '2026-11-20T04:00:00.000Z',
      problem: null,
    }),
    'GET /backoffice/couriers/redx/locations': () => ({
      items: [{ id: 7, name: 'Mirpur 10', parent_id: 0 }],
      fetched_at: null,
      problem: { code: 'courier_not_configured', message: 'RedX is not set up' },
    }),
    'PUT /backoffice/couriers/pathao/areas/2': ({ body }: FakeRequest) => {
      const picked = body as { city_id: number; zone_id: number; area_id?: number };
      const mapped = {
        id_shipping: 2,
        shipping_name: 'Outside Dhaka',
        city_id: picked.city_id,
        city_name: 'Chittagong',
        zone_id: picked.zone_id,
        zone_name: 'Agrabad',
        area_id: picked.area_id ?? null,
        area_name: picked.area_id ? 'Agrabad C/A' : null,
        mapped: true,
      };
      pathaoAreas = [pathaoAreas[0] as CourierAreaMapping, mapped];
      return mapped;
    },
    'POST /backoffice/couriers/pathao/test': () => ({
      ok: false,
      code: 'courier_auth_failed',
      message: "Pathao refused the shop's credentials",
    }),
    'POST /backoffice/couriers/steadfast/test': () => ({
      ok: true,
      code: null,
      message: 'balance 1200',
    }),
  });
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

async function openCouriers(role: Role = 'seller', url = '/admin/couriers') {
  signInAs(role);
  renderApp(url);
  return screen.findByRole('list', { name: 'Area mapping · Pathao' });
}
const pick = async (combobox: HTMLElement, option: string) => {
  await user().click(combobox);
  const choices = await screen.findAllByRole('option', { name: option });
  await user().click(choices[choices.length - 1] as HTMLElement);
};
const rowOf = (list: HTMLElement, area: string) =>
  within(list)
    .getAllByTestId('area-row')
    .find((row) => row.textContent?.startsWith(area)) as HTMLElement;

describe('The couriers page', () => {
  it('maps a shipping area to a Pathao city, a zone of it and an area of the zone', async () => {
    const list = await openCouriers();
    const inside = rowOf(list, 'Inside Dhaka');
    expect(inside).toHaveTextContent('Mapped');
    // The kept mapping shows by name in its pickers.
    expect(
      within(inside)
        .getByRole('combobox', { name: 'City for Inside Dhaka' })
        .closest('.ant-select'),
    ).toHaveTextContent('Dhaka');

    const outside = rowOf(list, 'Outside Dhaka');
    expect(outside).toHaveTextContent('Not mapped');
    const save = within(outside).getByRole('button', { name: 'Save the mapping of Outside Dhaka' });
    expect(save).toBeDisabled();
    const zone = within(outside).getByRole('combobox', { name: 'Zone for Outside Dhaka' });
    expect(zone.closest('.ant-select')).toHaveClass('ant-select-disabled');

    await pick(
      within(outside).getByRole('combobox', { name: 'City for Outside Dhaka' }),
      'Chittagong',
    );
    // The zones are those of the city picked, asked for once it is picked.
    await pick(zone, 'Agrabad');
    expect(api.callsTo('GET /backoffice/couriers/pathao/locations').map((c) => c.params)).toEqual(
      expect.arrayContaining([
        { kind: 'city' },
        { kind: 'zone', parent_id: 2 },
        { kind: 'area', parent_id: 20 },
      ]),
    );
    await pick(
      within(outside).getByRole('combobox', { name: 'Area for Outside Dhaka (optional)' }),
      'Agrabad C/A',
    );
    await user().click(save);
    expect(await screen.findByText('Outside Dhaka matched for Pathao')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/couriers/pathao/areas/2')[0]?.body).toEqual({
      city_id: 2,
      zone_id: 20,
      area_id: 200,
    });
    await waitFor(() => expect(rowOf(list, 'Outside Dhaka')).toHaveTextContent('Mapped'));
  });

  it('fetches the lists again on request', async () => {
    await openCouriers();
    await user().click(screen.getByRole('button', { name: 'Fetch the lists again' }));
    await waitFor(() =>
      expect(
        api.callsTo('GET /backoffice/couriers/pathao/locations').map((c) => c.params),
      ).toContainEqual({ kind: 'city', refresh: 'true' }),
    );
  });

  it('opens at the courier and area a refusal linked to, and shows RedX’s area picker with its list’s problem, in Bengali', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    signInAs('seller');
    renderApp('/admin/couriers?courier=redx&area=2');
    const list = await screen.findByRole('list', { name: 'এলাকা মেলানো · রেডএক্স' });
    const outside = rowOf(list, 'ঢাকার বাইরে');
    expect(outside).toHaveStyle({ border: '1px solid #1677ff' });
    expect(
      within(outside).getByRole('combobox', { name: 'ঢাকার বাইরে-এর এলাকা' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'রেডএক্স-কে জিজ্ঞেস করা যায়নি (RedX is not set up); রাখা তালিকা দেখানো হচ্ছে।',
      ),
    ).toBeInTheDocument();
  });

  it('lets an admin test a connection and says the result in the reader’s words', async () => {
    await openCouriers('admin');
    await user().click(screen.getByRole('button', { name: 'Test connection to Pathao' }));
    expect(
      await screen.findByText(
        'Not connected: Pathao refused the shop’s credentials; the booking waits until they are fixed.',
      ),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Test connection to Steadfast' }));
    expect(await screen.findByText('Connected: balance 1200')).toBeInTheDocument();
    // RedX is not set up: nothing to test.
    expect(screen.getByRole('button', { name: 'Test connection to RedX' })).toBeDisabled();
  });

  it('shows each courier as a card on a phone, its test within reach', async () => {
    setScreenWidth(375);
    await openCouriers('admin');
    expect(screen.queryByRole('columnheader', { name: 'Connection' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Test connection to Steadfast' }));
    expect(await screen.findByText('Connected: balance 1200')).toBeInTheDocument();
  });

  it('lets a seller map areas but not test a connection', async () => {
    const list = await openCouriers('seller');
    expect(
      within(rowOf(list, 'Outside Dhaka'))
        .getByRole('combobox', { name: 'City for Outside Dhaka' })
        .closest('.ant-select'),
    ).not.toHaveClass('ant-select-disabled');
    expect(screen.getByRole('button', { name: 'Test connection to Pathao' })).toBeDisabled();
  });

  it('shows a moderator the mapping without letting them change it', async () => {
    const list = await openCouriers('moderator');
    const outside = rowOf(list, 'Outside Dhaka');
    expect(
      within(outside)
        .getByRole('combobox', { name: 'City for Outside Dhaka' })
        .closest('.ant-select'),
    ).toHaveClass('ant-select-disabled');
    expect(screen.getByRole('button', { name: 'Test connection to Pathao' })).toBeDisabled();
  });
});
