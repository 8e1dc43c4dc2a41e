import {
  cartNeedsAgreement,
  createCartStore,
  itemCount,
  unitsInCart,
  type CartItem,
} from './cart-store';

const image = { url: '/uploads/a.jpg', width: 800, height: 1000, thumbnails: [] };
const shirt: CartItem = {
  id_transaction: 11,
  id_product_trace: 5,
  image_id: 101,
  name: 'Cotton panjabi',
  name_bn: 'সুতি পাঞ্জাবি',
  price: 1250,
  image,
  stock: 3,
};
const saree: CartItem = { ...shirt, id_transaction: 12, image_id: 102, name: 'Silk saree' };

function freshStore() {
  return createCartStore(() => sessionStorage);
}

/** The line at `index`, failing the test clearly when there is none. */
function lineAt(cart: ReturnType<typeof freshStore>, index: number) {
  const line = cart.getState().lines[index];
  if (!line) throw new Error(`no cart line ${index}`);
  return line;
}

beforeEach(() => sessionStorage.clear());

describe('cart store', () => {
  it('starts empty when nothing is stored', () => {
    expect(freshStore().getState().lines).toEqual([]);
  });

  it('card adds merge the same image into one line and append other images', () => {
    const cart = freshStore();
    expect(cart.getState().addMerging(shirt)).toBe('added');
    expect(cart.getState().addMerging(shirt)).toBe('added');
    cart.getState().addMerging(saree);
    const lines = cart.getState().lines;
    expect(lines.map((l) => [l.image_id, l.quantity])).toEqual([
      [101, 2],
      [102, 1],
    ]);
  });

  it('detail-page adds always append a new line of one', () => {
    const cart = freshStore();
    cart.getState().addLine(shirt);
    cart.getState().addLine(shirt);
    const lines = cart.getState().lines;
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(new Set(lines.map((l) => l.lineId)).size).toBe(2);
  });

  it('refuses an item that is out of stock', () => {
    const cart = freshStore();
    expect(cart.getState().addMerging({ ...shirt, stock: 0 })).toBe('out-of-stock');
    expect(cart.getState().addLine({ ...shirt, stock: 0 })).toBe('out-of-stock');
    expect(cart.getState().lines).toEqual([]);
  });

  it('never holds more units of a stock entry than it had, across appended lines', () => {
    const cart = freshStore();
    cart.getState().addLine(shirt);
    cart.getState().addLine(shirt);
    cart.getState().addMerging(shirt); // merges into the first line: 3 units now
    expect(cart.getState().addLine(shirt)).toBe('out-of-stock');
    expect(cart.getState().addMerging(shirt)).toBe('out-of-stock');
    cart.getState().increment(lineAt(cart, 0).lineId);
    expect(unitsInCart(cart.getState().lines, shirt.id_transaction)).toBe(3);
  });

  it('plus adds one, minus takes one away but never below 1, remove drops the line', () => {
    const cart = freshStore();
    cart.getState().addMerging(shirt);
    cart.getState().addMerging(saree);
    const a = lineAt(cart, 0).lineId;
    const b = lineAt(cart, 1).lineId;
    cart.getState().increment(a);
    expect(lineAt(cart, 0).quantity).toBe(2);
    cart.getState().decrement(a);
    cart.getState().decrement(a);
    cart.getState().decrement(a);
    expect(lineAt(cart, 0).quantity).toBe(1);
    cart.getState().remove(b);
    expect(cart.getState().lines.map((l) => l.image_id)).toEqual([101]);
  });

  it('counts every unit for the badge', () => {
    const cart = freshStore();
    cart.getState().addMerging(shirt);
    cart.getState().addMerging(shirt);
    cart.getState().addLine(saree);
    expect(itemCount(cart.getState().lines)).toBe(3);
  });

  it('saves the lines as a plain list under "cart" in session storage on every change', () => {
    const cart = freshStore();
    cart.getState().addMerging(shirt);
    const stored = JSON.parse(sessionStorage.getItem('cart') ?? 'null') as unknown;
    expect(stored).toEqual([expect.objectContaining({ image_id: 101, quantity: 1 })]);
    cart.getState().clear();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? 'null')).toEqual([]);
  });

  it('starts from the stored cart, keeping only lines it can trust', () => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify([
        { ...shirt, lineId: 4, quantity: 2 },
        { ...saree, lineId: 5, quantity: -3 },
        'junk',
      ]),
    );
    const cart = freshStore();
    expect(cart.getState().lines).toEqual([{ ...shirt, lineId: 4, quantity: 2 }]);
    cart.getState().addLine(saree);
    expect(lineAt(cart, 1).lineId).toBe(5);
  });

  it('starts empty when the stored value is not JSON', () => {
    sessionStorage.setItem('cart', '{not json');
    expect(freshStore().getState().lines).toEqual([]);
  });

  it("takes the server's price and stock, marks what changed until the shopper agrees", () => {
    const cart = freshStore();
    cart.getState().addMerging(shirt);
    cart.getState().addMerging(shirt);
    cart.getState().addMerging(saree);
    const entry = (id: number, price: number, stock: number) => ({
      id_transaction: id,
      product_name: 'x',
      product_name_bn: null,
      price,
      stock,
      size_name: id === 11 ? 'XL' : null,
      size_name_bn: null,
      weight_grams: id === 11 ? 450 : 700,
    });
    cart.getState().reconcile([entry(11, 1400, 1), entry(12, 1250, 3)]);
    // The size and the weight come with the stock check, even for a line added from a card.
    expect(lineAt(cart, 0).size_name).toBe('XL');
    expect(lineAt(cart, 0).weight_grams).toBe(450);
    expect(lineAt(cart, 0)).toMatchObject({
      price: 1400,
      priceWas: 1250,
      quantity: 1,
      quantityWas: 2,
    });
    expect(lineAt(cart, 1).priceWas).toBeUndefined();
    expect(cartNeedsAgreement(cart.getState().lines)).toBe(true);
    // Asked again before the shopper agreed: still compared with what they last saw.
    cart.getState().reconcile([entry(11, 1500, 1), entry(12, 1250, 3)]);
    expect(lineAt(cart, 0)).toMatchObject({ price: 1500, priceWas: 1250 });
    cart.getState().acceptChanges();
    expect(cartNeedsAgreement(cart.getState().lines)).toBe(false);
    // An entry no longer for sale is sold out: it must be removed before ordering.
    cart.getState().reconcile([entry(11, 1500, 1)]);
    expect(lineAt(cart, 1).stock).toBe(0);
    expect(cartNeedsAgreement(cart.getState().lines)).toBe(true);
  });
});
