import { LANGUAGE_PARAMETER, type Language } from '@poshak/shared-api/page';
import { paths } from '@poshak/shared-api/paths';
import type { FeedVariant, Named } from './feed-variants';

/** The currency of every price in the shop, as ISO 4217 names it. */
const CURRENCY = 'BDT';

/**
 * The narrowest picture a feed names: Meta asks for 500 × 500 px or more, Google for 250 × 250
 * for clothing (500 × 500 from 2027). The smallest rendition this wide keeps the platforms'
 * downloads short (the 800 px WebP of an uploaded picture), else the widest there is.
 */
export const FEED_PICTURE_MIN_WIDTH = 500;

/**
 * Picture formats both platforms read (Google: JPEG, WebP, PNG, GIF, BMP, TIFF; Meta the common
 * ones): an AVIF original is skipped for one of its WebP renditions.
 */
const READABLE_PICTURE = /\.(?:jpe?g|png|webp|gif)$/i;

/** Google's limit on a title (Meta's is 200): a longer one is cut, not refused. */
export const TITLE_MAX = 150;

/** What a feed says of one variant, in one language, with absolute links. */
export interface FeedItem {
  /** The variant's own id, the same in every feed and language: `<code>-<colour id>-<size id>`. */
  id: string;
  /** The product: every variant of one product code shares it, so the platforms group them. */
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  /** `1500.00 BDT` */
  price: string;
  brand: string;
  color: string;
  size: string;
  ageGroup: AgeGroup;
  material: string | null;
  /** The product's category, in the feed's language. */
  productType: string;
  /** The stock entry it sells: an order that empties it changes the feed. */
  entry: number;
}

/** The age groups the catalogue can tell apart (both platforms' values). */
export type AgeGroup = 'adult' | 'kids';

/** What a feed is built for: its language, the shop's public origin and its name. */
export interface FeedContext {
  language: Language;
  origin: string;
  /** The brand of a product sold under no brand of its own (its label is the shop's). */
  shopName: string;
}

/** The words a description is made of, as the storefront's product page says them. */
const WORDS: Record<
  Language,
  Record<'colour' | 'size' | 'material' | 'type' | 'brand' | 'category', string> & {
    delivered: string;
    stop: string;
  }
> = {
  en: {
    colour: 'Colour',
    size: 'Size',
    material: 'Material',
    type: 'Type',
    brand: 'Brand',
    category: 'Category',
    delivered: 'Delivered across Bangladesh.',
    stop: '. ',
  },
  bn: {
    colour: 'রং',
    size: 'সাইজ',
    material: 'কাপড়',
    type: 'ধরন',
    brand: 'ব্র্যান্ড',
    category: 'ক্যাটাগরি',
    delivered: 'সারা বাংলাদেশে ডেলিভারি।',
    stop: '। ',
  },
};

/** A name in the feed's language: the Bengali one where staff gave it, else the English. */
const inLanguage = (name: Named, language: Language) =>
  language === 'bn' ? name.bn || name.en : name.en;

/** Money is whole taka in the shop; the platforms read a price with two decimals and a currency. */
export const feedPrice = (taka: number) => `${taka.toFixed(2)} ${CURRENCY}`;

/**
 * A size given as an age (`2-3Y`, `6-12M`, `8 years`) is a child's; every other size the shop
 * sells (S–XXL, waist sizes, Free Size) an adult's. The catalogue records no age group of its
 * own, and a garment's sizes are the one thing in it that says who wears it.
 */
export function ageGroupOf(size: Named): AgeGroup {
  return /\d\s*(?:y|yrs?|years?|m|mos?|months?)\s*$/i.test(size.en.trim()) ? 'kids' : 'adult';
}

/** The rendition a feed names (see FEED_PICTURE_MIN_WIDTH), absolute. */
export function feedPicture(picture: FeedVariant['picture'], origin: string): string {
  const renditions = [
    ...picture.thumbnails.map((t) => ({ url: t.url, width: t.width })),
    ...(picture.width && READABLE_PICTURE.test(picture.url)
      ? [{ url: picture.url, width: picture.width }]
      : []),
  ].sort((a, b) => a.width - b.width);
  const chosen =
    renditions.find((r) => r.width >= FEED_PICTURE_MIN_WIDTH) ?? renditions[renditions.length - 1];
  const url = chosen?.url ?? picture.url;
  // The shop's own pictures (`/uploads/<uuid>-800.webp`) need only the origin; anything else is
  // resolved as a browser would (spaces escaped), at a cost that 100k pictures would feel.
  if (/^\/[\w./-]*$/.test(url)) return `${origin}${url}`;
  return new URL(url, `${origin}/`).href;
}

const cut = (text: string, max: number) => {
  // UTF-16 units are never fewer than characters: most titles need no counting.
  if (text.length <= max) return text;
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/** One variant as a feed item, in the context's language. */
export function feedItem(variant: FeedVariant, context: FeedContext): FeedItem {
  const { language, origin } = context;
  const words = WORDS[language];
  const name = inLanguage(variant.name, language);
  const colour = inLanguage(variant.colour, language);
  const size = inLanguage(variant.size, language);
  const material = variant.material ? inLanguage(variant.material, language) : null;
  const category = inLanguage(variant.category, language);
  const brand = variant.brand || context.shopName;
  // Written out rather than joined from lists: 100k descriptions are built at a time.
  let details = `${words.colour}: ${colour}, ${words.size}: ${size}`;
  if (material) details += `, ${words.material}: ${material}`;
  if (variant.type) details += `, ${words.type}: ${inLanguage(variant.type, language)}`;
  const { stop } = words;
  const description =
    `${name}${stop}${details}${stop}${words.brand}: ${brand}${stop}` +
    `${words.category}: ${category}${stop}${words.delivered}`;
  return {
    id: `${variant.productCode}-${variant.colorId}-${variant.sizeId}`,
    itemGroupId: variant.productCode,
    // Google shows each variant apart: its colour and size in the title tell them apart.
    title: cut(`${name} – ${colour}, ${size}`, TITLE_MAX),
    description,
    link: `${origin}${paths.product(variant.page)}?${LANGUAGE_PARAMETER}=${language}`,
    imageLink: feedPicture(variant.picture, origin),
    price: feedPrice(variant.price),
    brand,
    color: colour,
    size,
    ageGroup: ageGroupOf(variant.size),
    material,
    productType: category,
    entry: variant.entry,
  };
}
