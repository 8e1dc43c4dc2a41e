import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { useShopSearch } from '../../search';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { productCard } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { CollectionGrid } from './collection-grid';

const categories = [{ id_category: 4, category_name: 'Saree' }];
let api: ReturnType<typeof fakeApi>;
let listReply: (request: FakeRequest) => [number, unknown];

beforeEach(() => {
  act(() => languageStore.getState().setLanguage('en'));
  listReply = ({ params }) => [
    200,
    {
      items: [productCard(1), productCard(2)],
      total: 40,
      page: Number(params.page),
      pageSize: Number(params.pageSize),
    },
  ];
  api = fakeApi({
    'GET /storefront/products': (request) => listReply(request),
    'GET /categorys/getAll': () => [200, categories],
  });
});
afterEach(() => api.restore());

/** The grid as the home route wires it to the URL. */
function Home() {
  const { search, go } = useShopSearch();
  return <CollectionGrid search={search} onSearchChange={go} />;
}
const listCalls = () => api.requests.filter((r) => r.url === '/storefront/products');
const location = () => screen.getByTestId('location').textContent;

describe('CollectionGrid', () => {
  it('shows a page of the collection (priority 1) with the spec’s pagination', async () => {
    renderWithShop(<Home />, { url: '/', path: '/' });
    expect(screen.getByRole('heading', { name: 'Collection of this week' })).toBeInTheDocument();
    expect(screen.getByTestId('products-loading')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cotton panjabi 2' })).toBeInTheDocument();
    expect(listCalls()[0]?.params).toEqual({ priority: 1, page: 1, pageSize: 18 });
    expect(
      await screen.findByText('3', { selector: '.ant-pagination-item a' }),
    ).toBeInTheDocument(); // 40 items / 18 = 3 pages
    expect(screen.getByRole('textbox', { name: 'Page' })).toBeInTheDocument(); // quick jumper
    expect(screen.getByRole('combobox', { name: 'Page Size' })).toBeInTheDocument();
    expect(screen.getByText('18 / page')).toBeInTheDocument();
  });

  it('a page change keeps the search in the URL and asks for that page', async () => {
    const user = userEvent.setup();
    renderWithShop(<Home />, { url: '/?q=panjabi', path: '/' });
    await user.click(await screen.findByText('2', { selector: '.ant-pagination-item a' }));
    expect(location()).toBe('/?q=panjabi&page=2');
    expect(listCalls().at(-1)?.params).toEqual({
      priority: 1,
      q: 'panjabi',
      page: 2,
      pageSize: 18,
    });
  });

  it('a search result says what was searched, how many matched, and can be cleared', async () => {
    const user = userEvent.setup();
    renderWithShop(<Home />, { url: '/?category=4&page=2', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Category: Saree' })).toBeInTheDocument();
    expect(await screen.findByText('40 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Collection of this week' })).toBeInTheDocument();
  });

  it('says "No product found!" when nothing matches', async () => {
    listReply = () => [200, { items: [], total: 0, page: 1, pageSize: 18 }];
    renderWithShop(<Home />, { url: '/?q=zzz', path: '/' });
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
  });

  it('shows an error with Retry when the API is down, and recovers when it is back', async () => {
    const user = userEvent.setup();
    const working = listReply;
    listReply = () => [503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }];
    renderWithShop(<Home />, { url: '/', path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this.');
    listReply = working;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Cotton panjabi 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('order and price range', () => {
    const sort = () => screen.getByRole('combobox', { name: 'Sort' });
    const lowest = () => screen.getByRole('textbox', { name: 'Lowest price in taka' });
    const highest = () => screen.getByRole('textbox', { name: 'Highest price in taka' });

    it('a new order applies at once, keeping the category, and asks the server for it', async () => {
      const user = userEvent.setup();
      renderWithShop(<Home />, { url: '/?category=4&page=2', path: '/' });
      await screen.findByRole('link', { name: 'Cotton panjabi 1' });
      expect(sort()).toHaveValue('newest');
      await user.selectOptions(sort(), 'Price: low to high');
      expect(location()).toBe('/?category=4&sort=price-asc');
      await waitFor(() =>
        expect(listCalls().at(-1)?.params).toEqual({
          priority: 1,
          category: 4,
          sort: 'price-asc',
          page: 1,
          pageSize: 18,
        }),
      );
    });

    it('keeps a price typed while a new order is on its way, and follows Reset', async () => {
      renderWithShop(<Home />, { url: '/?category=4', path: '/' });
      await screen.findByRole('link', { name: 'Cotton panjabi 1' });
      // The order is chosen and, before the page has drawn its new address, a price is typed (a
      // quick hand, or a slow phone): the form's own answer must not wipe it.
      act(() => {
        fireEvent.change(sort(), { target: { value: 'price-desc' } });
        fireEvent.change(lowest(), { target: { value: '1400' } });
      });
      expect(location()).toBe('/?category=4&sort=price-desc');
      expect(lowest()).toHaveValue('1400');
      expect(sort()).toHaveValue('price-desc');
      // An address the form did not ask for writes its own values into the fields.
      await userEvent.setup().click(screen.getByRole('link', { name: 'Reset' }));
      expect(location()).toBe('/?category=4');
      expect(sort()).toHaveValue('newest');
      expect(lowest()).toHaveValue('');
    });

    it('applies a price range typed in either digits, and says the count', async () => {
      const user = userEvent.setup();
      renderWithShop(<Home />, { url: '/?sort=price-desc', path: '/' });
      await screen.findByRole('link', { name: 'Cotton panjabi 1' });
      await user.type(lowest(), '৫০০');
      await user.type(highest(), '2,000');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(location()).toBe('/?sort=price-desc&min=500&max=2000');
      expect(await screen.findByText('40 products')).toBeInTheDocument();
      // The fields show what the address holds; Reset drops order and range.
      expect(lowest()).toHaveValue('500');
      await user.click(screen.getByRole('link', { name: 'Reset' }));
      expect(location()).toBe('/');
    });

    it('says beside the field what is wrong with a price, and does not search', async () => {
      const user = userEvent.setup();
      renderWithShop(<Home />, { url: '/', path: '/' });
      await screen.findByRole('link', { name: 'Cotton panjabi 1' });
      await user.type(lowest(), 'cheap');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter whole taka, such as 500');
      expect(lowest()).toHaveAttribute('aria-invalid', 'true');
      expect(lowest()).toHaveAccessibleDescription('Enter whole taka, such as 500');
      await user.clear(lowest());
      await user.type(lowest(), '3000');
      await user.type(highest(), '1000');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent('The highest price is below the lowest');
      expect(location()).toBe('/');
    });

    it('is a GET form of the home page carrying the category, for a browser without scripts', async () => {
      renderWithShop(<Home />, { url: '/?category=4&size=36', path: '/' });
      const form = screen.getByRole('form', { name: 'Sort and price' });
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/');
      expect(form).toHaveFormValues({
        category: '4',
        size: '36',
        sort: 'newest',
        min: '',
        max: '',
      });
    });

    it('speaks Bengali on a Bengali page, prices in Bengali digits', () => {
      act(() => languageStore.getState().setLanguage('bn'));
      renderWithShop(<Home />, { url: '/?min=500', path: '/' });
      expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveValue('newest');
      expect(screen.getByRole('option', { name: 'দাম: কম থেকে বেশি' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'সবচেয়ে কম দাম, টাকায়' })).toHaveValue('৫০০');
    });
  });
});
