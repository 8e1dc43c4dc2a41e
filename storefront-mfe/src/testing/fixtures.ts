import type { ProductCard, ProductDetail, ShopConfig } from '@poshak/shared-api';

const image = (n: number) => ({
  url: `/uploads/p${n}.jpg`,
  width: 800,
  height: 1000,
  thumbnails: [
    { url: `/uploads/p${n}-240.webp`, width: 240 },
    { url: `/uploads/p${n}-480.webp`, width: 480 },
  ],
});

/** A storefront card as the server sends it; `n` makes ids and names distinct. */
export function productCard(n: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id_transaction: 100 + n,
    id_product_trace: 200 + n,
    image_id: 300 + n,
    product_name: `Cotton panjabi ${n}`,
    product_name_bn: `সুতি পাঞ্জাবি ${n}`,
    product_code: `PJ-${n}`,
    category_id: 1,
    price: 1000 + n * 50,
    stock: 20,
    type: 'image',
    image: image(n),
    ...overrides,
  };
}

export function productDetail(n: number, overrides: Partial<ProductCard> = {}): ProductDetail {
  const card = productCard(n, overrides);
  return {
    product: {
      ...card,
      model: 'Slim fit',
      product_type: 'Festive',
      product_type_bn: 'উৎসবের',
      category_name: 'Panjabi',
      category_name_bn: 'পাঞ্জাবি',
      color_name: 'Maroon',
      color_name_bn: 'মেরুন',
      size_name: 'L',
      size_name_bn: null,
      material_name: 'Cotton',
      material_name_bn: 'সুতি',
      weight_grams: 450,
      brand_name: 'Aarong',
      images: [card.image, image(n + 50)],
    },
    // One size on sale: the page names it among the facts.
    sizes: [
      {
        id_product_trace: card.id_product_trace,
        id_transaction: card.id_transaction,
        size_name: 'L',
        size_name_bn: null,
        stock: card.stock,
      },
    ],
    // One other colour named in Bengali, one not (the English name serves both).
    otherColours: [
      {
        ...productCard(n + 1, { product_code: card.product_code }),
        color_name: 'Navy',
        color_name_bn: 'নেভি ব্লু',
      },
      {
        ...productCard(n + 2, { product_code: card.product_code }),
        color_name: 'Olive',
        color_name_bn: null,
      },
    ],
    related: [
      productCard(n + 10, { product_name: 'Embroidered silk kurti for Eid' }),
      productCard(n + 11),
    ],
  };
}

export const shopConfig: ShopConfig = {
  shopName: 'Poshak',
  advanceFee: { on: false, bkash: null, nagad: null },
  supportPhone: '+880 1711-000000',
  developerSite: { label: 'Poshak Labs', url: 'https://example.com/dev' },
  social: {
    facebook: 'https://facebook.com/poshak',
    youtube: '',
    instagram: 'https://instagram.com/poshak',
    linkedin: '',
  },
};
