import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderHistoryEvent, OrderSummary } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { enterText } from '../../../testing/enter-text';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { orderDetail, orderStatuses, orderSummary, paged } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const none = { status: null, payment: null, note: null };

let api: ReturnType<typeof fakeApi>;
let order: OrderSummary;
let events: OrderHistoryEvent[];

beforeEach(() => {
  order = orderSummary(21, { customer_name: 'Shirin Akter' });
  events = [
    { ...none, type: 'status', at: '2026-11-24T04:00:00.000Z', by: null, status: 'Pending' },
    {
      ...none,
      type: 'payment',
      at: '2026-11-24T05:30:00.000Z',
      by: 'rafiq',
      payment: 'verified',
    },
  ];
  api = fakeApi({
    'GET /backoffice/orders': () => paged([order]),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/21': () => orderDetail(21, order),
    'GET /backoffice/orders/21/history': () => events,
    'POST /backoffice/orders/21/notes': ({ body }: FakeRequest) => {
      const { note } = body as { note: string };
      if (note.includes('refuse')) return reply(409, { message: 'invoice_no: no order 21' });
      events = [
        ...events,
        { ...none, type: 'note', at: '2026-11-24T06:00:00.000Z', by: 'moderator', note },
      ];
      return events;
    },
  });
  signInAs('moderator');
});
afterEach(() => {
  api.restore();
  resetApp();
});

async function openOrder() {
  renderApp('/admin/product-order');
  // The page's chunk loads on first use: allow a busy machine its time.
  await user().click(await screen.findByText('Shirin Akter'));
  return screen.findByRole('region', { name: 'History' });
}
/** The history's events as their texts, oldest first. */
const eventTexts = async () => {
  await screen.findAllByText(/·/);
  return [...document.querySelectorAll('[data-history-type]')].map((e) => e.textContent ?? '');
};

describe('Order history', () => {
  it('shows each event with who and when, oldest first, in Dhaka time', async () => {
    await openOrder();
    const items = await eventTexts();
    expect(items).toEqual([
      expect.stringContaining('Status: Pending'),
      expect.stringContaining('Delivery fee verified'),
    ]);
    expect(items[0]).toContain('Customer or system · 24 Nov 2026, 10:00');
    expect(items[1]).toContain('rafiq · 24 Nov 2026, 11:30');
  });

  it('adds a note, shows it at once and empties the box; an empty note is refused by its field', async () => {
    await openOrder();
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    await user().click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Add a note is required')).toBeInTheDocument();
    expect(api.callsTo('POST /backoffice/orders/21/notes')).toHaveLength(0);

    await enterText(box, 'Customer asked for evening delivery');
    await user().click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Customer asked for evening delivery')).toBeInTheDocument();
    expect(api.callsTo('POST /backoffice/orders/21/notes')[0]?.body).toEqual({
      note: 'Customer asked for evening delivery',
    });
    expect(box).toHaveValue('');
  });

  it('says dates and digits in Bengali for a Bengali reader', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/product-order');
    await user().click(await screen.findByText('Shirin Akter'));
    await screen.findByRole('region', { name: 'ইতিহাস' });
    const items = await eventTexts();
    expect(items[0]).toContain('অবস্থা:');
    expect(items[0]).toMatch(/২৪/);
    expect(items[0]).not.toMatch(/[0-9]/);
  });
});
