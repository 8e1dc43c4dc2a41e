import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@poshak/shared-api';
import { setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi } from '../../../testing/fake-api';
import { fakeToken, renderApp, resetApp, signInAs } from '../../../testing/render-app';
import { lookups } from '../../../testing/fixtures';

const user = () => userEvent.setup({ delay: null });
const location = () => screen.getByTestId('location').textContent;

let api: ReturnType<typeof fakeApi>;
const jsdomMatchMedia = window.matchMedia;
beforeEach(() => {
  setScreenWidth(1280);
  api = fakeApi({
    'GET /categorys/getAll': () => lookups.category,
    'GET /brands/getAll': () => lookups.brand,
  });
});
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
  api.restore();
  resetApp();
});

describe('back-office layout', () => {
  it('has a top bar with a round avatar and Logout, and the side menu of the spec after the dashboard', async () => {
    signInAs('seller');
    renderApp('/admin/product-cetagory');
    await screen.findByText('Panjabi');
    expect(screen.getByRole('img', { name: 'user' }).closest('.ant-avatar')).toHaveClass(
      'ant-avatar-circle',
    );
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Dashboard',
      'Order',
      // Not in the spec's menu: orders taken by phone, Messenger, in the shop (sellers, admins).
      'New order',
      'Add Product',
      'Cetagory',
      'Brand',
      'Size',
      'Color',
      'Materials',
      'Customers',
      // Not in the spec's menu; the admin's alone.
      'Delivery areas',
      // Not in the spec's menu: every role reads what shoppers are sent.
      'SMS',
      // Not in the spec's menu: every role reads which couriers are on and the area mapping.
      'Couriers',
      // Not in the spec's menu: what the couriers collected and paid (admins and sellers).
      'Cash on delivery',
      // Not in the spec's menu: numbers whose orders wait for a call (every role reads it).
      'Blocked numbers',
    ]);
    expect(screen.getByRole('menuitem', { name: /Delivery areas/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens a menu page and marks it as the current one', async () => {
    signInAs('admin');
    renderApp('/admin/product-cetagory');
    await screen.findByText('Panjabi');
    await user().click(screen.getByRole('link', { name: 'Brand' }));
    await waitFor(() => expect(location()).toBe('/admin/product-brand'));
    expect(await screen.findByText('Yellow')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Brand/ })).toHaveClass('ant-menu-item-selected');
  });

  it('puts the menu and the language switch in a drawer on a phone', async () => {
    setScreenWidth(375);
    signInAs('admin');
    renderApp('/admin/product-cetagory');
    await screen.findByText('Panjabi');
    await user().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('বাংলা')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBe(
      within(drawer).getByRole('navigation', { name: 'Menu' }),
    );
    await user().click(within(drawer).getByRole('link', { name: 'Brand' }));
    await waitFor(() => expect(location()).toBe('/admin/product-brand'));
  });

  it('disables the menu for a role without rights and explains the refused page', async () => {
    act(() =>
      sessionStore.getState().signIn({
        id: 9,
        username: 'guest',
        email: 'guest@poshak.test',
        roles: ['customer'],
        accessToken: fakeToken(),
      }),
    );
    renderApp('/admin/product-cetagory');
    expect(
      await screen.findByText(
        'Your role (customer) cannot open this page. Ask an admin for access.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Brand/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'Brand' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('switches the staff screens to Bengali', async () => {
    signInAs('admin');
    renderApp('/admin/product-cetagory');
    await screen.findByText('Panjabi');
    await user().click(screen.getByText('বাংলা'));
    expect(await screen.findByRole('button', { name: /লগআউট/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ব্র্যান্ড' })).toBeInTheDocument();
    // Who is signed in: the role in the reader's words.
    expect(screen.getByText(/ · অ্যাডমিন$/)).toBeInTheDocument();
  });
});
