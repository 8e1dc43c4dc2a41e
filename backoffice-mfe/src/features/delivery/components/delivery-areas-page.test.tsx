import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import type { DeliveryZoneSteps, Shipping } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const area = (name: string) => screen.getByRole('form', { name });

let api: ReturnType<typeof fakeApi>;
let areas: Shipping[];
let zones: DeliveryZoneSteps[];

beforeEach(() => {
  areas = [
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
  zones = [
    { zone: 'dhaka_suburbs', step_grams: 1000, step_fee: 20 },
    { zone: 'inside_dhaka', step_grams: 1000, step_fee: 15 },
    { zone: 'outside_dhaka', step_grams: 1000, step_fee: 25 },
  ];
  api = fakeApi({
    'GET /shipping/getAll': () => areas,
    'GET /shipping/zones': () => zones,
    'PUT /shipping/zones/outside_dhaka': ({ body }: FakeRequest) => {
      zones = zones.map((z) => (z.zone === 'outside_dhaka' ? { ...z, ...(body as object) } : z));
      areas = areas.map((a) => (a.zone === 'outside_dhaka' ? { ...a, ...(body as object) } : a));
      return zones.find((z) => z.zone === 'outside_dhaka');
    },
    'PUT /shipping/2/delivery': ({ body }: FakeRequest) => {
      areas = areas.map((a) => (a.id_shipping === 2 ? { ...a, ...(body as object) } : a));
      return { message: 'Successfully Updated' };
    },
    'PUT /shipping/1/delivery': () =>
      reply(400, { message: 'delivery_max_days: must be at most 60' }),
  });
  signInAs('admin');
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('Delivery areas: fees by weight', () => {
  const zoneForm = (name: string) => screen.getByRole('form', { name: `Fees by weight · ${name}` });

  it('shows each zone’s steps with what a 2.5 kg parcel costs, and saves new ones', async () => {
    renderApp('/admin/delivery-areas');
    await screen.findByText('Zone: Dhaka suburbs');
    const outside = zoneForm('Outside Dhaka');
    expect(within(outside).getByLabelText('Step (grams)')).toHaveValue('1000');
    expect(within(outside).getByLabelText('Each further step (taka)')).toHaveValue('25');
    // ৳130 for the first kg, two more begun at ৳25.
    expect(
      within(outside).getByText('A 2.5 kg parcel to Outside Dhaka: ৳ 180'),
    ).toBeInTheDocument();
    await user().clear(within(outside).getByLabelText('Each further step (taka)'));
    await user().type(within(outside).getByLabelText('Each further step (taka)'), '30');
    await user().click(
      within(outside).getByRole('button', { name: 'Save · Fees by weight · Outside Dhaka' }),
    );
    await toastShown('Outside Dhaka: fees by weight saved');
    expect(api.callsTo('PUT /shipping/zones/outside_dhaka')[0]?.body).toEqual({
      step_grams: 1000,
      step_fee: 30,
    });
    await waitFor(() =>
      expect(
        within(zoneForm('Outside Dhaka')).getByText('A 2.5 kg parcel to Outside Dhaka: ৳ 190'),
      ).toBeInTheDocument(),
    );
  });

  it('refuses a step under 100 g before asking the server', async () => {
    renderApp('/admin/delivery-areas');
    await screen.findByText('Zone: Dhaka suburbs');
    const outside = zoneForm('Outside Dhaka');
    await user().clear(within(outside).getByLabelText('Step (grams)'));
    await user().type(within(outside).getByLabelText('Step (grams)'), '50');
    await user().click(
      within(outside).getByRole('button', { name: 'Save · Fees by weight · Outside Dhaka' }),
    );
    await waitFor(() =>
      expect(within(outside).getByLabelText('Step (grams)')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(api.callsTo('PUT /shipping/zones/outside_dhaka')).toHaveLength(0);
  });

  it('in Bengali: the zones, the fee and its digits', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/delivery-areas');
    await screen.findByText('জোন: ঢাকার আশপাশ');
    expect(screen.getByText('ঢাকার বাইরে — ২.৫ কেজির পার্সেল: ৳ ১৮০')).toBeInTheDocument();
  });
});

describe('Delivery areas', () => {
  it('shows each area’s fee and delivery days, and saves new days', async () => {
    renderApp('/admin/delivery-areas');
    await screen.findByText('Outside Dhaka');
    expect(within(area('Inside Dhaka')).getByLabelText('Earliest (days)')).toHaveValue('1');
    expect(screen.getByText('Delivery fee ৳ 130')).toBeInTheDocument();
    const outside = area('Outside Dhaka');
    await user().clear(within(outside).getByLabelText('Latest (days)'));
    await user().type(within(outside).getByLabelText('Latest (days)'), '5');
    await user().click(within(outside).getByRole('button', { name: 'Save · Outside Dhaka' }));
    await toastShown('Outside Dhaka: delivery days saved');
    expect(api.callsTo('PUT /shipping/2/delivery')[0]?.body).toEqual({
      delivery_min_days: 2,
      delivery_max_days: 5,
    });
    await waitFor(() =>
      expect(within(area('Outside Dhaka')).getByLabelText('Latest (days)')).toHaveValue('5'),
    );
  });

  it('refuses a latest day before the earliest, before asking the server', async () => {
    renderApp('/admin/delivery-areas');
    await screen.findByText('Outside Dhaka');
    const outside = area('Outside Dhaka');
    await user().clear(within(outside).getByLabelText('Earliest (days)'));
    await user().type(within(outside).getByLabelText('Earliest (days)'), '6');
    await user().click(within(outside).getByRole('button', { name: 'Save · Outside Dhaka' }));
    expect(
      await within(outside).findByText('The latest day cannot come before the earliest'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /shipping/2/delivery')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    renderApp('/admin/delivery-areas');
    await screen.findByText('Inside Dhaka');
    await user().click(
      within(area('Inside Dhaka')).getByRole('button', { name: 'Save · Inside Dhaka' }),
    );
    expect(
      await screen.findByText('Not saved: delivery_max_days: must be at most 60'),
    ).toBeInTheDocument();
  });

  it('speaks Bengali, with Bengali digits for the fee', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/delivery-areas');
    expect(await screen.findByText('ঢাকার বাইরে')).toBeInTheDocument();
    expect(screen.getByText('ডেলিভারি চার্জ ৳ ১৩০')).toBeInTheDocument();
  });

  it('is the admin’s alone: a seller is told the page is not for their role', async () => {
    signInAs('seller');
    renderApp('/admin/delivery-areas');
    expect(
      await screen.findByText('Your role (seller) cannot open this page. Ask an admin for access.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /shipping/getAll')).toHaveLength(0);
  });
});
