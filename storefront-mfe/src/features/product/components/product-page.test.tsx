import { useParams } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { cartStore } from '../../cart';
import { fakeApi } from '../../../testing/fake-api';
import { productCard, productDetail } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ProductPage } from './product-page';
import { rememberCampaign } from '../../../lib/campaign';

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

  it('on a Bengali page names the colour, material, type and other colours in Bengali, the English name where none is set, a brand and a letter size as written', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderWithShop(<ProductPage idProductTrace={201} />, { url: '/productdetails/201', path: '*' });
    expect(await screen.findByRole('heading', { name: 'সুতি পাঞ্জাবি ১', level: 1 })).toBeVisible();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('রং')).toHaveTextContent('মেরুন');
    expect(fact('কাপড়')).toHaveTextContent('সুতি');
    expect(fact('ধরন')).toHaveTextContent('উৎসবের');
    expect(fact('ক্যাটাগরি')).toHaveTextContent('পাঞ্জাবি');
    // A letter size is the label's code; a brand is a name.
    expect(fact('সাইজ')).toHaveTextContent(/^L$/);
    expect(fact('ব্র্যান্ড')).toHaveTextContent('Aarong');
    const colours = screen.getByRole('heading', { name: 'অন্যান্য রং' }).parentElement as HTMLElement;
    expect(
      within(colours)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'নেভি ব্লু',
      // No Bengali name set: the English one.
      'Olive',
    ]);
    expect(screen.queryByText('Maroon')).toBeNull();
    expect(screen.queryByText('Cotton')).toBeNull();
    expect(screen.queryByText('Festive')).toBeNull();
  });

  it('on a Bengali page names a size in Bengali, and a size that is a number in Bengali digits', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    const size = (id: number, size_name: string, size_name_bn: string | null) => ({
      id_product_trace: id,
      id_transaction: id - 100,
      size_name,
      size_name_bn,
      stock: 20,
    });
    detail = {
      ...productDetail(1),
      sizes: [size(201, '32', null), size(203, 'Free Size', 'ফ্রি সাইজ'), size(204, 'XL', null)],
    };
    const { unmount } = renderWithShop(<ProductPage idProductTrace={201} />);
    const choice = await screen.findByRole('group', { name: 'সাইজ বেছে নিন' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['৩২', 'ফ্রি সাইজ', 'XL']);
    unmount();
    // One size on sale: named among the facts, in Bengali too.
    const one = productDetail(1);
    detail = {
      ...one,
      product: { ...one.product, size_name: 'Free Size', size_name_bn: 'ফ্রি সাইজ' },
    };
    renderWithShop(<ProductPage idProductTrace={201} />);
    const label = await screen.findByText('সাইজ', { selector: 'dt' });
    expect(label.nextSibling).toHaveTextContent('ফ্রি সাইজ');
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

  it('shares the product’s link tagged as a share, or with the campaign the shopper came by', async () => {
    localStorage.clear();
    const typing = userEvent.setup({ delay: null });
    renderWithShop(<ProductPage idProductTrace={201} />, { url: '/productdetails/201', path: '*' });
    const share = await screen.findByRole('button', { name: 'Share Cotton panjabi 1' });
    await waitFor(() => expect(share).toBeEnabled());
    // No share sheet in this browser: the link is copied.
    await typing.click(share);
    expect(
      await screen.findByText('Link copied: paste it in a chat or a post'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/productdetails/201?utm_source=share`,
    );
    // Arrived by a boosted post: a friend's order is counted under that post, through the sheet.
    rememberCampaign('?utm_source=facebook&utm_medium=paid&utm_campaign=eid');
    const sheet = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: sheet, configurable: true });
    try {
      await typing.click(share);
      await waitFor(() =>
        expect(sheet).toHaveBeenCalledWith({
          title: 'Cotton panjabi 1',
          url: `${window.location.origin}/productdetails/201?utm_source=facebook&utm_medium=paid&utm_campaign=eid`,
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      localStorage.clear();
    }
  });

  it('says so when the product does not exist', async () => {
    renderWithShop(<ProductPage idProductTrace={999} />);
    expect(await screen.findByText('This product is not available any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  describe('sizes of the same product and colour', () => {
    /** The product route as the app mounts it: a new page for each id. */
    function Routed() {
      const { id } = useParams();
      return <ProductPage key={id} idProductTrace={Number(id)} />;
    }
    // L (this page, 201), M (203, in stock), S (204, two left), XL (205, sold out).
    const sizes = [
      { id_product_trace: 201, id_transaction: 101, size_name: 'L', size_name_bn: null, stock: 20 },
      { id_product_trace: 203, id_transaction: 103, size_name: 'M', size_name_bn: null, stock: 12 },
      { id_product_trace: 204, id_transaction: 104, size_name: 'S', size_name_bn: null, stock: 2 },
      { id_product_trace: 205, id_transaction: 105, size_name: 'XL', size_name_bn: null, stock: 0 },
    ];
    beforeEach(() => {
      detail = { ...productDetail(1), sizes };
      const medium = productDetail(3, { product_code: 'PJ-1', product_name: 'Cotton panjabi 1' });
      api.restore();
      api = fakeApi({
        'GET /storefront/products/201': () => [200, detail],
        'GET /storefront/products/203': () => [
          200,
          { ...medium, product: { ...medium.product, size_name: 'M' }, sizes },
        ],
      });
    });

    it('offers every size as one choice, the sold-out one disabled and said so', async () => {
      renderWithShop(<Routed />, { url: '/productdetails/201', path: '/productdetails/:id' });
      const group = await screen.findByRole('group', { name: 'Choose a size' });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((r) => r.getAttribute('value'))).toEqual(['201', '203', '204', '205']);
      expect(within(group).getByRole('radio', { name: 'L' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: /^S ?, Only 2 left$/ })).toBeEnabled();
      expect(within(group).getByRole('radio', { name: /^XL ?, out of stock$/ })).toBeDisabled();
      // The size is the choice, not a fact repeated below it.
      expect(screen.queryByText('Size')).not.toBeInTheDocument();
    });

    it('opens the chosen size without a reload, and Add to cart adds that size', async () => {
      const user = userEvent.setup();
      renderWithShop(<Routed />, { url: '/productdetails/201', path: '/productdetails/:id' });
      const group = await screen.findByRole('group', { name: 'Choose a size' });
      await user.click(within(group).getByRole('radio', { name: 'M' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/productdetails/203'),
      );
      const medium = await screen.findByRole('radio', { name: 'M' });
      expect(medium).toBeChecked();
      expect(medium).toHaveFocus();
      await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
      expect(cartStore.getState().lines.map((l) => [l.id_transaction, l.id_product_trace])).toEqual(
        [[productCard(3).id_transaction, 203]],
      );
    });

    it('says the sizes in Bengali digits and words on a Bengali page', async () => {
      act(() => languageStore.getState().setLanguage('bn'));
      renderWithShop(<Routed />, { url: '/productdetails/201', path: '/productdetails/:id' });
      const group = await screen.findByRole('group', { name: 'সাইজ বেছে নিন' });
      expect(within(group).getByRole('radio', { name: /^S ?, মাত্র ২টি বাকি$/ })).toBeEnabled();
      expect(within(group).getByRole('radio', { name: /^XL ?, স্টক শেষ$/ })).toBeDisabled();
    });
  });
});
