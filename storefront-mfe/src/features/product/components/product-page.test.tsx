import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { cartStore } from '../../cart';
import { fakeApi } from '../../../testing/fake-api';
import { productDetail } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ProductPage } from './product-page';

let api: ReturnType<typeof fakeApi>;
let detail = productDetail(1);
beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
  detail = productDetail(1);
  api = fakeApi({
    'GET /storefront/products/201': () => [200, detail],
    'GET /storefront/products/999': () => [
      404,
      { statusCode: 404, error: 'Not Found', message: 'no product 999' },
    ],
  });
});
afterEach(() => {
  api.restore();
  act(() => toast.remove());
});

const lines = () => cartStore.getState().lines.map((l) => [l.image_id, l.quantity]);

describe('ProductPage', () => {
  it('shows the product with its facts, price and real stock state', async () => {
    renderWithShop(<ProductPage idProductTrace={201} />, { url: '/productdetails/201', path: '*' });
    expect(screen.getByTestId('product-loading')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Cotton panjabi 1', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('৳ 1,050')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    for (const [label, value] of [
      ['Colour', 'Maroon'],
      ['Size', 'L'],
      ['Material', 'Cotton'],
      ['Brand', 'Aarong'],
    ])
      expect(screen.getByText(label as string).nextSibling).toHaveTextContent(value as string);
    expect(screen.getAllByRole('button', { name: /Picture \d of Cotton panjabi 1/ })).toHaveLength(
      2,
    );
  });

  it('adds a new line on every add, and Order opens the cart', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductPage idProductTrace={201} />, {
      url: '/productdetails/201',
      path: '/productdetails/:id',
    });
    const main = await screen.findByRole('button', { name: 'Add to cart' });
    await user.click(main);
    await user.click(main);
    expect(lines()).toEqual([
      [301, 1],
      [301, 1],
    ]);
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(lines()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('tells when only a few are left, and cannot add what is out of stock', async () => {
    detail = productDetail(1, { stock: 3 });
    const { unmount } = renderWithShop(<ProductPage idProductTrace={201} />);
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    unmount();
    detail = productDetail(1, { stock: 0 });
    renderWithShop(<ProductPage idProductTrace={201} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Order' })).toBeDisabled();
  });

  it('links the other colours and shows related cards with names cut to 16', async () => {
    renderWithShop(<ProductPage idProductTrace={201} />);
    const colours = (await screen.findByRole('heading', { name: 'Other colours' }))
      .parentElement as HTMLElement;
    expect(within(colours).getByRole('link', { name: 'Navy' })).toHaveAttribute(
      'href',
      '/productdetails/202',
    );
    expect(within(colours).getAllByRole('link')).toHaveLength(2);
    const related = screen.getByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('heading', { name: 'Embroidered silk…' })).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    renderWithShop(<ProductPage idProductTrace={999} />);
    expect(await screen.findByText('This product is not available any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
