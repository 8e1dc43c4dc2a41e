import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@poshak/shared-api';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
let api: ReturnType<typeof fakeApi>;

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-24T06:15:00.000Z',
  staff_id: 3,
  staff_username: 'nadia',
  kind: 'stock',
  entity_id: String(100 + id),
  action: 'update',
  before: { product_name: 'Silk panjabi', price: 1500, quantity: 4 },
  after: { product_name: 'Silk panjabi', price: 1750, quantity: 4 },
  ...overrides,
});

beforeEach(() => {
  api = fakeApi({
    'GET /backoffice/audit': ({ params }: FakeRequest) =>
      params.before === 9
        ? {
            items: [
              entry(8, {
                kind: 'brand',
                entity_id: '5',
                action: 'create',
                before: null,
                after: { brand_name: 'Aarong' },
              }),
            ],
            next_before: null,
          }
        : { items: [entry(10), entry(9)], next_before: 9 },
    'GET /backoffice/staff': () => [{ id: 3, username: 'nadia', role: 'seller' }],
  });
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('Audit page', () => {
  it('lists changes newest first, the changed field before and after, the rest counted', async () => {
    signInAs('admin');
    renderApp('/admin/audit');
    // The page's chunk loads on first use: allow a busy machine its time.
    const first = (await screen.findByText('Stock entry 110')).closest('tr') as HTMLElement;
    expect(within(first).getByText('nadia')).toBeInTheDocument();
    expect(within(first).getByText('Stock entry 110')).toBeInTheDocument();
    const price = first.querySelector('[data-changed-field="price"]');
    expect(price?.textContent).toBe('price: 1500 → 1750');
    expect(within(first).getByText('2 more fields unchanged')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('Brand 5')).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/audit').at(-1)?.params).toEqual({ before: 9 });
    expect(screen.getByRole('button', { name: 'Older entries' })).toBeDisabled();
  });

  it('sends the person and kind filters, starting again from the newest', async () => {
    signInAs('admin');
    renderApp('/admin/audit');
    await screen.findByText('Stock entry 110');
    await user().click(screen.getByRole('combobox', { name: 'Any kind' }));
    await user().click(await screen.findByTitle('Brand'));
    expect(api.callsTo('GET /backoffice/audit').at(-1)?.params).toEqual({ kind: 'brand' });
  });

  it('is closed to a seller, who is told why', async () => {
    signInAs('seller');
    renderApp('/admin/audit');
    expect(
      await screen.findByText('Your role (seller) cannot open this page. Ask an admin for access.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/audit')).toHaveLength(0);
  });
});
