import { z } from './zod';
import { advanceFeeConfig } from './payments';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS } from '../constants';
import {
  DEFAULT_PAGE_SIZE,
  id,
  imageRef,
  mediaType,
  MONEY_MAX,
  page,
  pageSize,
  paged,
  plainText,
  numeric,
} from './common';

/** GET /api/config — shop identity the storefront layout shows (never hard-coded in the client). */
export const shopConfig = z.object({
  shopName: z.string(),
  /** Whether checkout asks for the delivery fee in advance, and the numbers it is sent to. */
  advanceFee: advanceFeeConfig,
  supportPhone: z.string(),
  developerSite: z.object({ label: z.string(), url: z.string() }),
  social: z.object({
    facebook: z.string(),
    youtube: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
  }),
});
export type ShopConfig = z.infer<typeof shopConfig>;

export { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '../constants';

/** A price bound of the storefront's filter, in whole ৳. */
const priceBound = numeric(z.number().int().min(0).max(MONEY_MAX));

/** GET /api/storefront/products — one page of a storefront list. */
export const productListQuery = z
  .object({
    /** 1 collection grid (default), 2 best sellers, 3 banners. */
    priority: numeric(z.number().int().min(1).max(3)).default(1),
    category: id.optional(),
    /** Case-insensitive "name contains". */
    q: plainText().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT),
    /** Lowest price shown, in ৳ (the card's price: its product's first stock entry). */
    min: priceBound.optional(),
    /** Highest price shown, in ৳. */
    max: priceBound.optional(),
    page: page.default(1),
    pageSize: pageSize.default(DEFAULT_PAGE_SIZE),
  })
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'must not be below min',
    path: ['max'],
  });
export type ProductListQuery = z.input<typeof productListQuery>;

/** A stock entry as a storefront card shows it. */
export const productCard = z.object({
  id_transaction: z.number().int(),
  id_product_trace: z.number().int(),
  image_id: z.number().int(),
  product_name: z.string(),
  /** Shown on Bengali pages; null: the English name serves both. */
  product_name_bn: z.string().nullable(),
  product_code: z.string(),
  category_id: z.number().int(),
  price: z.number().int(),
  /** Units left in this stock entry. */
  stock: z.number().int(),
  type: mediaType,
  image: imageRef,
});
export type ProductCard = z.infer<typeof productCard>;
export const productList = paged(productCard);
export type ProductList = z.infer<typeof productList>;

/** GET /api/storefront/products/:id_product_trace */
export const productDetailParams = z.object({ id: id });
export const productDetail = z.object({
  product: productCard.extend({
    model: z.string().nullable(),
    product_type: z.string().nullable(),
    /** Each `…_bn` is what Bengali pages show; null: the English name serves both. */
    product_type_bn: z.string().nullable(),
    category_name: z.string(),
    category_name_bn: z.string().nullable(),
    color_name: z.string(),
    color_name_bn: z.string().nullable(),
    size_name: z.string(),
    size_name_bn: z.string().nullable(),
    material_name: z.string().nullable(),
    material_name_bn: z.string().nullable(),
    /** What one piece weighs packed, in grams: the cart's delivery fee counts it. */
    weight_grams: z.number().int(),
    /** A brand is a name, the same in both languages. */
    brand_name: z.string(),
    images: z.array(imageRef),
  }),
  /**
   * Every size of this product code and colour on sale (this entry's own included), in the sizes'
   * order: the entry each size is sold from and its units left (0: sold out).
   */
  sizes: z
    .array(
      z.object({
        id_product_trace: z.number().int(),
        id_transaction: z.number().int(),
        size_name: z.string(),
        size_name_bn: z.string().nullable(),
        stock: z.number().int(),
      }),
    )
    .max(24),
  /** Up to 5 entries of the same product code in other colours. */
  otherColours: z
    .array(productCard.extend({ color_name: z.string(), color_name_bn: z.string().nullable() }))
    .max(5),
  related: z.array(productCard),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** GET /api/storefront/stock?ids=… — what the cart must know again before an order is sent. */
export const cartStockQuery = z.object({
  /** Stock entries (id_transaction), comma-separated. */
  ids: plainText()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'must be up to 50 ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export const cartStockEntry = z.object({
  id_transaction: z.number().int(),
  product_name: z.string(),
  product_name_bn: z.string().nullable(),
  price: z.number().int(),
  /** Units left; 0 when sold out. */
  stock: z.number().int(),
  /** The entry's size, so every cart line names it, however it was added (null: none given). */
  size_name: z.string().nullable(),
  /** The size's Bengali name (null: none, or the English one serves both). */
  size_name_bn: z.string().nullable(),
  /** What one piece weighs packed, in grams: the delivery fee counts the cart's weight. */
  weight_grams: z.number().int(),
});
export type CartStockEntry = z.infer<typeof cartStockEntry>;
/** Entries no longer for sale are missing from the list. */
export const cartStock = z.array(cartStockEntry);
