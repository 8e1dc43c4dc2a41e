import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { PLACEHOLDER_IMAGE } from '@poshak/shared-ui/image';
import { toast } from '@poshak/shared-ui/toast';
import { cartStore } from '../../cart';
import { productCard } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ProductCard } from './product-card';

beforeEach(() => {
  sessionStorage.clear();
  cartStore.getState().clear();
  act(() => languageStore.getState().setLanguage('en'));
});
afterEach(() => act(() => toast.remove()));

const lines = () => cartStore.getState().lines.map((l) => [l.image_id, l.quantity]);

describe('ProductCard', () => {
  it('shows the name, the price in ৳ and links to the product detail page', () => {
    renderWithShop(<ProductCard product={productCard(1)} addMode="merge" />);
    const link = screen.getByRole('link', { name: 'Cotton panjabi 1' });
    expect(link).toHaveAttribute('href', '/productdetails/201');
    expect(screen.getByText('৳ 1,050')).toBeInTheDocument();
  });

  it('renders a name made of markup as plain text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = renderWithShop(
      <ProductCard product={productCard(1, { product_name: evil })} addMode="merge" />,
    );
    expect(screen.getByRole('heading', { name: evil })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('merges repeated adds of the same picture into one line and says so in both languages', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={productCard(1)} addMode="merge" />);
    const add = screen.getByRole('button', { name: 'Add Cotton panjabi 1 to cart' });
    await user.click(add);
    await user.click(add);
    expect(lines()).toEqual([[301, 2]]);
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(screen.getByText('পণ্যটি কার্টে যোগ হয়েছে')).toBeInTheDocument();
  });

  it('appends a new line on every add when it is a related card, and cuts the name to 16', async () => {
    const user = userEvent.setup();
    const product = productCard(1, { product_name: 'Embroidered silk kurti for Eid' });
    renderWithShop(<ProductCard product={product} addMode="append" nameLimit={16} />);
    expect(screen.getByRole('heading', { name: 'Embroidered silk…' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: /to cart/ });
    await user.click(add);
    await user.click(add);
    expect(lines()).toEqual([
      [301, 1],
      [301, 1],
    ]);
  });

  it('Order adds a line of one and opens the cart', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={productCard(2)} addMode="merge" />, {
      path: '/',
    });
    await user.click(screen.getByRole('button', { name: 'Order Cotton panjabi 2' }));
    expect(lines()).toEqual([[302, 1]]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('cannot add an item that is out of stock', () => {
    renderWithShop(<ProductCard product={productCard(3, { stock: 0 })} addMode="merge" />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /to cart/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Order/ })).toBeDisabled();
  });

  it('tells how many are left when few remain, and refuses more than that', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={productCard(4, { stock: 2 })} addMode="merge" />);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: /to cart/ });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(lines()).toEqual([[304, 2]]);
    expect(await screen.findByText('No more of this item in stock')).toBeInTheDocument();
  });

  it('uses sized WebP thumbnails and falls back to a placeholder when the picture fails', () => {
    const { container } = renderWithShop(<ProductCard product={productCard(5)} addMode="merge" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('srcset', '/uploads/p5-240.webp 240w, /uploads/p5-480.webp 480w');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('speaks Bengali with Bengali digits after the language switch', () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderWithShop(<ProductCard product={productCard(1)} addMode="merge" />);
    expect(screen.getByText('৳ ১,০৫০')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /অর্ডার করুন/ })).toBeInTheDocument();
  });
});
