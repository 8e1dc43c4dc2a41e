import { resources } from '@poshak/shared-ui/i18n';
import { storefront } from '../i18n/en';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

/** Every text the spec gives the shopper screens (§2, §4, §5, §8), verbatim, spellings included. */
const SPEC_TEXTS = [
  'CATEGORIES',
  'Discover Unique Finds',
  'Discover Stay Connected',
  'Need Assistance?',
  'Facebook',
  'YouTube',
  'Instagram',
  'LinkedIn',
  'Best Sellers',
  'Collection of this week',
  'No product found!',
  'There are no items in this cart! please select first',
  'Continue Shopping',
  'Item added to cart',
  'cart is empty!',
  'One or many field is empty!',
  'Order Completed Successfully',
  'Network Error',
  'Request aborted',
];

describe('shopper texts', () => {
  const english = [...texts(storefront), ...texts(resources.en.common)];

  it.each(SPEC_TEXTS)('"%s" is in the English dictionary word for word', (text) => {
    expect(english).toContain(text);
  });

  it('names the delivery fees and the required order fields as the spec does', () => {
    const order = storefront.order;
    expect(order.deliveryFee).toMatch(
      /inside Dhaka \{\{inside\}\}, outside Dhaka \{\{outside\}\}, paid in advance/,
    );
    expect([order.name, order.address, order.mobile, order.shippingArea]).toEqual([
      'Name',
      'Address',
      'Mobile',
      'Shipping area',
    ]);
  });
});
