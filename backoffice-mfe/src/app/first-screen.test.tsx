import { act, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { dashboardFixture, orderSummary, paged } from '../testing/fixtures';
import { fakeApi, reply } from '../testing/fake-api';
import { resetApp, signInAs } from '../testing/render-app';
import { renderFirstScreen } from '../testing/render-first-screen';
import { askEarly } from './early-data';
import { prefetchFirstScreen } from './first-screen-data';
import { firstScreenRequest, type FirstPage } from './first-screen-page';
import { claimQueryClient, firstQueryClient } from './query-client';

/** What first-screen-start does as the back-office's code arrives. */
const askEarlyFor = (page: FirstPage, search: string) => {
  act(() => askEarly(firstScreenRequest(page, search)));
};

// Each test opens its own page of the list: an early request is asked once per page load.
const ORDERS = '/admin/product-order';

beforeEach(() => {
  resetApp();
  signInAs('admin');
});

it('draws the orders of the early request before the page is here, read-only and in the reader’s digits', async () => {
  const api = fakeApi({
    'GET /backoffice/orders': () =>
      paged([orderSummary(42, { customer_name: 'Rahima Begum', trx_id: '8N7A6B5C4D' })]),
  });
  act(() => languageStore.getState().setLanguage('bn'));
  const { container } = renderFirstScreen(ORDERS);
  askEarlyFor('orders', '');
  await waitFor(() =>
    expect(container.querySelector('[data-first-screen-row="42"]')).not.toBeNull(),
  );
  const row = container.querySelector('[data-first-screen-row="42"]');
  expect(row).toHaveTextContent('৪২');
  expect(row).toHaveTextContent('Rahima Begum');
  expect(row).toHaveTextContent('8N7A6B5C4D');
  // Asked as the signed-in staff member, with the page's filters.
  expect(api.callsTo('GET /backoffice/orders')[0]).toMatchObject({
    authorization: expect.stringMatching(/^Bearer /),
    params: { page: '1', pageSize: '18' },
  });
  // Staff act on the page, which takes its place moments later: the drawing is not for taps or
  // screen readers, and the page says it is still busy.
  expect(container.querySelector('.bo-preview')).toHaveAttribute('aria-hidden', 'true');
  expect(container.querySelector('.bo-preview')).toHaveAttribute('inert');
  expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('aria-busy', 'true');
});

it('draws today’s and the week’s figures on the dashboard', async () => {
  fakeApi({ 'GET /backoffice/dashboard': () => dashboardFixture });
  const { container } = renderFirstScreen('/admin/dashboard');
  askEarlyFor('dashboard', '');
  await waitFor(() =>
    expect(container.querySelectorAll('[data-first-screen-figure="takings"]')).toHaveLength(2),
  );
  expect(container.querySelector('[data-first-screen-figure="takings"]')).toHaveTextContent(
    '৳ 1,980',
  );
});

it('draws nothing but the bar on other screens', () => {
  fakeApi({});
  const { container } = renderFirstScreen('/admin/audit');
  expect(container.querySelector('.bo-first-screen__bar')).toHaveTextContent('Poshak Back-office');
  expect(container.querySelector('.bo-preview')).toBeNull();
});

it('an early request refused draws nothing, and the page asks again through the one client', async () => {
  let asked = 0;
  const api = fakeApi({
    'GET /backoffice/orders': () => (++asked === 1 ? reply(503, {}) : paged([orderSummary(8)])),
  });
  const { container } = renderFirstScreen(`${ORDERS}?page=3`);
  askEarlyFor('orders', '?page=3');
  await act(() => prefetchFirstScreen('orders', '?page=3'));
  expect(api.callsTo('GET /backoffice/orders')).toHaveLength(2);
  expect(
    firstQueryClient()?.getQueryData(queryKeys.orders.list({ page: 3, pageSize: 18 })),
  ).toEqual(paged([orderSummary(8)]));
  expect(container.querySelector('[data-first-screen-row]')).toBeNull();
});

// Last: once claimed, the early client is the providers' for the rest of the file.
it('the page’s query client starts from the early answer instead of asking again', async () => {
  const api = fakeApi({ 'GET /backoffice/orders': () => paged([orderSummary(7)]) });
  askEarlyFor('orders', '?page=2');
  await act(() => prefetchFirstScreen('orders', '?page=2'));
  expect(api.callsTo('GET /backoffice/orders')).toHaveLength(1);
  const client = claimQueryClient();
  expect(client.getQueryData(queryKeys.orders.list({ page: 2, pageSize: 18 }))).toEqual(
    paged([orderSummary(7)]),
  );
});
