/**
 * @jest-environment-options {"url": "http://localhost/track?invoice=7"}
 */
import { act, screen } from '@testing-library/react';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi } from '../testing/fake-api';
import { renderWithShop } from '../testing/render';
import { AppRoutes, landingPageCode } from './routes';

beforeEach(() => {
  act(() => languageStore.getState().setLanguage('en'));
  fakeApi({});
});

it('has the code of the page the browser landed on once landingPageCode settles, and draws it without waiting', async () => {
  await landingPageCode;
  // One synchronous render: a page that suspended would show the loading box here instead.
  renderWithShop(<AppRoutes />, { url: '/track?invoice=7' });
  expect(document.querySelector('.sf-route-loading')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('7');
});

it('a page the browser did not land on loads when first visited', async () => {
  renderWithShop(<AppRoutes />, { url: '/cart' });
  expect(document.querySelector('.sf-route-loading')).not.toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
});
