import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { cartItemOf, cartStore } from '../../cart';
import { CategoryBar, CategoryMenu, HeaderSearch, useReloadHome } from '../../search';
import { fakeApi } from '../../../testing/fake-api';
import { productCard, shopConfig } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ShopHeader } from './shop-header';

const categories = [
  { id_category: 1, category_name: 'Panjabi' },
  { id_category: 2, category_name: 'Saree' },
  { id_category: 3, category_name: 'Kurti' },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
  api = fakeApi({
    'GET /config': () => [200, shopConfig],
    'GET /categorys/getAll': () => [200, categories],
  });
});
afterEach(() => api.restore());

/** The header as the layout route composes it. */
function Header() {
  const reloadHome = useReloadHome();
  return (
    <>
      <ShopHeader menu={<CategoryMenu />} search={<HeaderSearch />} onLogoClick={reloadHome} />
      <CategoryBar />
    </>
  );
}
function renderHeader(url = '/') {
  return renderWithShop(<Header />, { url });
}
const location = () => screen.getByTestId('location').textContent;

describe('ShopHeader', () => {
  it('shows the shop name and support phone from the server, the phone as a tap-to-call link', async () => {
    renderHeader();
    const phone = await screen.findByRole('link', { name: 'Call us at +880 1711-000000' });
    expect(phone).toHaveAttribute('href', 'tel:+8801711000000');
    expect(screen.getByRole('link', { name: 'Poshak home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track',
    );
  });

  it('the logo goes home, clearing the search, and asks for a fresh product list', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderHeader('/?q=saree&page=2');
    const fullList = queryKeys.products.list({ priority: 1, page: 1, pageSize: 18 });
    queryClient.setQueryData(fullList, { items: [], total: 0, page: 1, pageSize: 18 });
    await user.click(await screen.findByRole('link', { name: 'Poshak home' }));
    expect(location()).toBe('/');
    expect(queryClient.getQueryState(fullList)?.isInvalidated).toBe(true);
  });

  it('shows the cart count, at 0 too, and links to the cart', async () => {
    renderHeader();
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('0')).toBeInTheDocument();
    act(() => {
      cartStore.getState().addMerging(cartItemOf(productCard(1)));
      cartStore.getState().addMerging(cartItemOf(productCard(1)));
      cartStore.getState().addLine(cartItemOf(productCard(2)));
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('an Enter search opens the results for the name and clears the box', async () => {
    const user = userEvent.setup();
    renderHeader('/productdetails/4');
    const [box] = screen.getAllByRole('searchbox', { name: 'Search products by name' });
    if (!box) throw new Error('no search box');
    await user.type(box, 'Panjabi{Enter}');
    expect(location()).toBe('/?q=Panjabi');
    expect(box).toHaveValue('');
  });

  it('a search-icon search opens the results and keeps the text', async () => {
    const user = userEvent.setup();
    renderHeader('/?category=2');
    // The header's box (the second one is the phone's form, shown by CSS before the app is live).
    const [box] = screen.getAllByRole('searchbox', { name: 'Search products by name' });
    if (!box) throw new Error('no search box');
    await user.type(box, 'kurti');
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    expect(location()).toBe('/?q=kurti');
    expect(box).toHaveValue('kurti');
  });

  it('the menu opens the CATEGORIES drawer; picking a category searches it and closes the drawer', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open the category menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'CATEGORIES' });
    await user.click(within(drawer).getByRole('button', { name: 'Saree' }));
    expect(location()).toBe('/?category=2');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CATEGORIES' })).toBeNull());
  });

  it('the drawer closes with its close icon', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open the category menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'CATEGORIES' });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CATEGORIES' })).toBeNull());
    expect(location()).toBe('/');
  });

  it('the narrow-screen search button opens a modal that closes after the search', async () => {
    const user = userEvent.setup();
    renderHeader();
    // A link to the phone's search form until the app is live; then it opens the modal.
    const narrowButton = screen.getByRole('link', { name: 'Search' });
    expect(narrowButton).toHaveAttribute('href', '#sf-narrow-search');
    await user.click(narrowButton);
    const modal = await screen.findByRole('dialog');
    await user.type(within(modal).getByRole('searchbox'), 'saree{Enter}');
    expect(location()).toBe('/?q=saree');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the category bar links every category and highlights the chosen one', async () => {
    const user = userEvent.setup();
    renderHeader('/?category=3');
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(bar).findByRole('link', { name: 'Kurti' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const saree = within(bar).getByRole('link', { name: 'Saree' });
    // A real address: it opens the category before the app is live, or in a new tab.
    expect(saree).toHaveAttribute('href', '/?category=2');
    expect(saree).not.toHaveAttribute('aria-current');
    await user.click(saree);
    expect(location()).toBe('/?category=2');
    expect(within(bar).getByRole('link', { name: 'Saree' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches to Bengali and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(screen.getByRole('link', { name: 'কার্ট, ০টি পণ্য' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('poshak.language')).toBe('bn');
  });

  it("switching language drops a shared link's ?lang= from the address, keeping the rest", async () => {
    const user = userEvent.setup();
    // The link opened the shop in Bengali (the server set the cookie the store reads).
    act(() => languageStore.getState().setLanguage('bn'));
    renderHeader('/?lang=bn&category=2');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toBe('/?category=2');
  });

  it('makes the language choice tapped before the app was live, once it is', () => {
    // What the page's first script kept (shell/early/early-taps.js).
    Object.assign(window, { poshakEarlyTaps: ['language:bn'] });
    renderHeader();
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('poshak.language')).toBe('bn');
    expect((window as { poshakEarlyTaps?: string[] }).poshakEarlyTaps).toEqual([]);
  });

  it('keeps the shop usable when the configuration cannot be loaded', async () => {
    api.restore();
    api = fakeApi({ 'GET /categorys/getAll': () => [200, categories] });
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Panjabi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();
  });
});
