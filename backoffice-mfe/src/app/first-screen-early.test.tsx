import { act, waitFor } from '@testing-library/react';
import { i18n, languageStore, type Language } from '@poshak/shared-ui/i18n';
import { dashboardFixture, orderSummary, paged } from '../testing/fixtures';
import { fakeApi, reply } from '../testing/fake-api';
import { resetApp, signInAs } from '../testing/render-app';
import { renderFirstScreen } from '../testing/render-first-screen';
import { askEarly } from './early-data';
import { drawFirstScreen } from './first-screen-drawing';
import { startEarlyFirstScreen } from './first-screen-early';
import { firstScreenRequest, type FirstScreenData } from './first-screen-page';
import { dictionaryReader } from './first-screen-words';

/*
 * The back-office's early script in a page laid out as the shop's (its `#root` empty while the
 * shell's code is on the way), then the app's first screen taking over from it.
 */

let root: HTMLElement;

/** The page at `url` with the early script run, as the browser runs it once the page is parsed. */
function openEarly(url: string) {
  window.history.replaceState(null, '', url);
  startEarlyFirstScreen();
}

const early = () => document.querySelector<HTMLElement>('body > .bo-first-screen');

beforeEach(() => {
  resetApp();
  delete (globalThis as { poshakFirstScreen?: unknown }).poshakFirstScreen;
  document.body.replaceChildren();
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});

afterAll(() => window.history.replaceState(null, '', '/'));

it('draws the orders in front of the empty root as soon as they are here, and the app takes in that very drawing without asking again', async () => {
  const api = fakeApi({
    'GET /backoffice/orders': () => paged([orderSummary(42, { customer_name: 'Rahima Begum' })]),
  });
  signInAs('admin');
  act(() => languageStore.getState().setLanguage('bn'));
  openEarly('/admin/product-order?page=4');

  await waitFor(() => expect(early()).not.toBeNull());
  const drawn = early();
  expect(drawn?.nextElementSibling).toBe(root);
  const row = drawn?.querySelector('[data-first-screen-row="42"]');
  expect(row).toHaveTextContent('৪২');
  expect(row).toHaveTextContent('Rahima Begum');
  expect(drawn?.querySelector('header')).toHaveTextContent('পোশাক ব্যাক-অফিস');
  // Read-only and out of a screen reader's way, as the app's own first screen.
  expect(drawn?.querySelector('.bo-preview')).toHaveAttribute('aria-hidden', 'true');
  expect(drawn?.querySelector('.bo-preview')).toHaveAttribute('inert');
  expect(drawn?.querySelector('main')).toHaveAttribute('aria-busy', 'true');
  // Asked as the signed-in member, with the page's filters.
  expect(api.callsTo('GET /backoffice/orders')).toEqual([
    expect.objectContaining({
      authorization: expect.stringMatching(/^Bearer /),
      params: { page: '4', pageSize: '18' },
    }),
  ]);

  // The app's code arrives: it takes the early request over, and its first screen takes in the
  // early drawing, which stays the one on screen.
  askEarly(firstScreenRequest('orders', '?page=4'));
  renderFirstScreen('/admin/product-order?page=4', { container: root });
  await waitFor(() => expect(root.contains(drawn ?? null)).toBe(true));
  expect(document.querySelectorAll('.bo-first-screen')).toHaveLength(1);
  expect(api.callsTo('GET /backoffice/orders')).toHaveLength(1);
});

it('draws today’s takings on the dashboard', async () => {
  fakeApi({ 'GET /backoffice/dashboard': () => dashboardFixture });
  signInAs('seller');
  openEarly('/admin');
  await waitFor(() =>
    expect(document.querySelectorAll('[data-first-screen-figure="takings"]')).toHaveLength(2),
  );
  expect(document.querySelector('[data-first-screen-figure="takings"]')).toHaveTextContent(
    '৳ 1,980',
  );
});

it('asks nothing and draws nothing for a visitor not signed in, a moderator on the dashboard, or another page', async () => {
  const api = fakeApi({
    'GET /backoffice/dashboard': () => dashboardFixture,
    'GET /backoffice/orders': () => paged([orderSummary(1)]),
  });
  openEarly('/admin/product-order');
  signInAs('moderator');
  openEarly('/admin/dashboard');
  signInAs('admin');
  openEarly('/admin/audit');
  openEarly('/admin/login');
  await act(() => Promise.resolve());
  expect(api.calls).toEqual([]);
  expect(early()).toBeNull();
});

it('draws nothing when the server refuses the session, nor once the app shows something', async () => {
  let answer = reply(401, { message: 'Token expired' });
  fakeApi({ 'GET /backoffice/orders': () => answer });
  signInAs('admin');
  openEarly('/admin/product-order?page=5');
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(early()).toBeNull();

  // The shell drew the app (here: the sign-in form) before the answer came.
  answer = reply(200, paged([orderSummary(9)]));
  root.textContent = 'Sign In';
  openEarly('/admin/product-order?page=6');
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(early()).toBeNull();
});

it('steps aside when the app shows something else in its place', async () => {
  fakeApi({ 'GET /backoffice/orders': () => paged([orderSummary(3)]) });
  signInAs('admin');
  openEarly('/admin/product-order?page=7');
  await waitFor(() => expect(early()).not.toBeNull());
  // The shell's empty loading space is nothing to step aside for.
  root.append(document.createElement('div'));
  await act(() => Promise.resolve());
  expect(early()).not.toBeNull();
  // A remote that could not load, sign-in, a page the member may not see: the drawing goes.
  root.append('The back-office could not be loaded');
  await waitFor(() => expect(early()).toBeNull());
});

describe('the early script’s texts', () => {
  const shown: FirstScreenData[] = [
    { page: 'dashboard', data: dashboardFixture },
    {
      page: 'orders',
      data: paged([
        orderSummary(11, { fee_status: 'unverified', trx_id: '8N7A6B5C4D' }),
        orderSummary(12, { order_status_name: 'Ready-To-Shift', shipping_id: 2 }),
      ]),
    },
  ];
  it.each<Language>(['en', 'bn'])(
    'are the app’s own in %s: drawn from the dictionaries alone, the screen reads as through i18next',
    (language) => {
      const app = { language, t: (key: string) => i18n.getFixedT(language, 'backoffice')(key) };
      for (const screen of shown) {
        expect(drawFirstScreen(dictionaryReader(language), screen).outerHTML).toBe(
          drawFirstScreen(app, screen).outerHTML,
        );
      }
    },
  );
});
