import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummary, PhoneRisk } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi } from '../../../testing/fake-api';
import { orderDetail, orderStatuses, orderSummary, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
let api: ReturnType<typeof fakeApi>;
let held: OrderSummary;

const risk: PhoneRisk = {
  phone: '01712345678',
  score: 67,
  orders: 3,
  delivered: 0,
  refused: 2,
  returned: 1,
  blocked: {
    phone: '01712345678',
    reason: 'Refused two parcels',
    created_by: 'seller1',
    created_at: '2026-11-20T06:00:00.000Z',
  },
  fraud_check: null,
  advance_fee_required: true,
  hold: 'blocked',
};

beforeEach(() => {
  held = orderSummary(12, {
    customer_name: 'Nusrat Jahan',
    customer_phone: '01712345678',
    hold_kind: 'blocked',
    hold_reason: 'Refused two parcels',
    hold_score: 67,
    hold_released_at: null,
  });
  api = fakeApi({
    'GET /backoffice/orders': () => paged([held]),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/12': () => orderDetail(12, held),
    'GET /backoffice/orders/12/payment': () => null,
    'GET /backoffice/orders/12/history': () => [],
    'GET /backoffice/risk': () => risk,
    'PUT /backoffice/orders/12/hold': () => {
      held = { ...held, hold_released_at: '2026-11-28T07:00:00.000Z' };
      return { message: 'Released' };
    },
  });
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('An order’s risk and hold in Product Details', () => {
  it('shows why the order is held and the number’s risk, and releases it after the call', async () => {
    signInAs('moderator');
    renderApp('/admin/product-order');
    await user().click(await screen.findByText('Nusrat Jahan'));
    const panel = await screen.findByTestId('order-risk');
    expect(
      await within(panel).findByText('Held for a call — blocked number: Refused two parcels'),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('Risk score 67 of 100')).toBeInTheDocument();
    expect(
      within(panel).getByText('Orders 3 · delivered 0 · refused 2 · returned 1'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Asked to pay the delivery fee in advance')).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/risk')[0]?.params).toEqual({ phone: '01712345678' });

    await user().click(within(panel).getByRole('button', { name: 'Release after the call' }));
    expect(await screen.findByText('Order 12 released')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/orders/12/hold')[0]?.body).toEqual({ released: true });
    expect(
      await within(screen.getByTestId('order-risk')).findByText(/^Released after the call/),
    ).toBeInTheDocument();
  });

  it('says it in Bengali with Bengali digits', async () => {
    signInAs('seller');
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/product-order');
    await user().click(await screen.findByText('Nusrat Jahan'));
    const panel = await screen.findByTestId('order-risk');
    expect(await within(panel).findByText('ঝুঁকির স্কোর ১০০-এর মধ্যে ৬৭')).toBeInTheDocument();
    expect(
      within(panel).getByText('ফোনের জন্য আটকে রাখা — ব্লক করা নম্বর: Refused two parcels'),
    ).toBeInTheDocument();
  });
});

describe('Held orders in the orders list', () => {
  it('are marked Held with the reason, and found with the "Held for a call" filter', async () => {
    signInAs('moderator');
    renderApp('/admin/product-order');
    await screen.findByText('Nusrat Jahan');
    expect(
      screen.getByLabelText('Held for a call — blocked number: Refused two parcels'),
    ).toHaveTextContent('Held');
    // On a narrow screen the filters wait behind "More filters".
    const more = screen.queryByRole('button', { name: 'More filters' });
    if (more) await user().click(more);
    await user().click(screen.getByRole('checkbox', { name: 'Held for a call' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/admin/product-order?held=true',
    );
    expect(api.callsTo('GET /backoffice/orders').at(-1)?.params).toMatchObject({ held: 'true' });
  });
});
