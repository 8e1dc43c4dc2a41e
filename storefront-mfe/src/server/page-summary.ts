// What a drawn page says of itself: its title and description, the card a link to it shows when
// shared (Open Graph, Twitter), its canonical and per-language addresses, and schema.org data.
// Built from the very data the page was drawn from, so it changes when the page does.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { ImageRef, LookupRow, ProductDetail, ShopConfig } from '@poshak/shared-api';
import {
  LANGUAGE_PARAMETER,
  LANGUAGES,
  type Language,
  type PageSummary,
} from '@poshak/shared-api/page';
import { paths } from '@poshak/shared-ui/paths';
import { i18n } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { shopConfigQuery } from '../features/layout/api/use-shop-config';
import { isValidProductId, productDetailQuery } from '../features/product/api/use-product-detail';
import { categoriesQuery } from '../features/search/api/use-categories';
import { parseShopSearch } from '../features/search/shop-search';
import { localName } from '../lib/use-local';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };
/** The currency of every price in the shop, as ISO 4217 names it. */
const CURRENCY = 'BDT';
/**
 * Facebook draws its large link card from a picture at least 600 px wide (smaller ones become a
 * thumbnail beside the text) and Twitter's large card wants 300 px or more: the smallest sized
 * rendition of that width keeps the crawlers' download short (800 px for an uploaded picture).
 */
const CARD_PICTURE_MIN_WIDTH = 600;

export interface SummaryRequest {
  queryClient: QueryClient;
  location: URL;
  language: Language;
  /** The shop's public origin: every address a preview or search engine reads is absolute. */
  origin: string;
  status: number;
}

/** Text for a double-quoted HTML attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON for a `<script>`: no `<` can close the tag, whatever a product's name holds. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${attribute(content)}">`;
const named = (name: string, content: string) =>
  `<meta name="${name}" content="${attribute(content)}">`;

/** A page's address in one language: the language named in it, so each has its own address. */
function addressIn(origin: string, path: string, params: URLSearchParams, language?: Language) {
  const query = new URLSearchParams(params);
  if (language) query.set(LANGUAGE_PARAMETER, language);
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
}

/**
 * The page's own address in its language, its address in each language, and the address without
 * one (`x-default`: the reader's cookie decides), as canonical and alternate links.
 */
function addressTags(origin: string, path: string, params: URLSearchParams, language: Language) {
  const canonical = addressIn(origin, path, params, language);
  const tags = [`<link rel="canonical" href="${attribute(canonical)}">`];
  for (const other of LANGUAGES) {
    tags.push(
      `<link rel="alternate" hreflang="${other}" href="${attribute(addressIn(origin, path, params, other))}">`,
    );
  }
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${attribute(addressIn(origin, path, params))}">`,
  );
  return { canonical, tags: tags.join('') };
}

/** The rendition a preview card shows: the smallest wide enough, else the widest there is. */
export function cardPicture(image: ImageRef): {
  url: string;
  width: number | null;
  height: number | null;
} {
  const ratio = image.width && image.height ? image.height / image.width : null;
  const renditions = [
    ...image.thumbnails.map((t) => ({ url: t.url, width: t.width })),
    ...(image.width ? [{ url: image.url, width: image.width }] : []),
  ].sort((a, b) => a.width - b.width);
  const chosen =
    renditions.find((r) => r.width >= CARD_PICTURE_MIN_WIDTH) ?? renditions[renditions.length - 1];
  if (!chosen) return { url: image.url, width: null, height: null };
  return {
    url: chosen.url,
    width: chosen.width,
    height: ratio === null ? null : Math.round(chosen.width * ratio),
  };
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

function localeTags(language: Language): string {
  return (
    meta('og:locale', OG_LOCALES[language]) +
    LANGUAGES.filter((other) => other !== language)
      .map((other) => meta('og:locale:alternate', OG_LOCALES[other]))
      .join('')
  );
}

function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const jsonLd = (graph: object[]) =>
  `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;

type Translate = ReturnType<typeof i18n.getFixedT>;
type Product = ProductDetail['product'];

/** What a product's summary says of it, in the reader's language. */
function productWords(t: Translate, product: Product, language: Language, shop: string) {
  const name = localName(product.product_name, product.product_name_bn, language);
  const price = formatTaka(product.price, language);
  const colour = localName(product.color_name, product.color_name_bn, language);
  const size = localName(product.size_name, product.size_name_bn, language);
  const inStock = product.stock > 0;
  const details = [
    [t('product.colour'), colour],
    [t('product.size'), size],
    ...(product.material_name
      ? [
          [
            t('product.material'),
            localName(product.material_name, product.material_name_bn, language),
          ],
        ]
      : []),
  ]
    .map(([label, value]) => t('summary.detail', { label, value }))
    .join(', ');
  return {
    name,
    price,
    colour,
    size,
    inStock,
    amount: String(product.price),
    category: localName(product.category_name, product.category_name_bn, language),
    title: t('summary.productTitle', { name, price, shop }),
    cardTitle: t('summary.cardTitle', { name, price }),
    description: t('summary.productDescription', {
      name,
      price,
      details,
      stock: t(inStock ? 'product.inStock' : 'product.outOfStock'),
    }),
  };
}

/** A product's page as its summary's parts see it. */
interface ProductPage {
  t: Translate;
  product: Product;
  words: ReturnType<typeof productWords>;
  shop: string;
  origin: string;
  language: Language;
  canonical: string;
}

/** The card a shared link shows (Open Graph with its product facts, Twitter). */
function productCardTags({ t, product, words, shop, origin, language, canonical }: ProductPage) {
  const { name, cardTitle, description } = words;
  const picture = cardPicture(product.image);
  const pictureUrl = absolute(origin, picture.url);
  return [
    meta('og:type', 'product'),
    meta('og:site_name', shop),
    meta('og:title', cardTitle),
    meta('og:description', description),
    meta('og:url', canonical),
    meta('og:image', pictureUrl),
    ...(pictureUrl.startsWith('https://') ? [meta('og:image:secure_url', pictureUrl)] : []),
    ...(picture.width ? [meta('og:image:width', String(picture.width))] : []),
    ...(picture.height ? [meta('og:image:height', String(picture.height))] : []),
    meta('og:image:alt', name),
    localeTags(language),
    meta('product:price:amount', words.amount),
    meta('product:price:currency', CURRENCY),
    meta('product:availability', words.inStock ? 'in stock' : 'out of stock'),
    meta('product:condition', 'new'),
    meta('product:retailer_item_id', product.product_code),
    ...(product.brand_name ? [meta('product:brand', product.brand_name)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', cardTitle),
    named('twitter:description', description),
    named('twitter:image', pictureUrl),
    named('twitter:image:alt', name),
    named('twitter:label1', t('product.price')),
    named('twitter:data1', words.price),
  ];
}

/** schema.org's Product with its offer, and the breadcrumbs from the home page to it. */
function productJsonLd({ t, product, words, shop, origin, language, canonical }: ProductPage) {
  const pictures = [
    product.image,
    ...product.images.filter((i) => i.url !== product.image.url),
  ].map((image) => absolute(origin, cardPicture(image).url));
  const categoryUrl = addressIn(
    origin,
    paths.home,
    new URLSearchParams({ category: String(product.category_id) }),
    language,
  );
  return jsonLd([
    {
      '@type': 'Product',
      '@id': `${canonical}#product`,
      name: words.name,
      description: words.description,
      image: pictures,
      sku: product.product_code,
      ...(product.model ? { mpn: product.model } : {}),
      category: words.category,
      color: words.colour,
      size: words.size,
      ...(product.brand_name ? { brand: { '@type': 'Brand', name: product.brand_name } } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: words.amount,
        priceCurrency: CURRENCY,
        availability: `https://schema.org/${words.inStock ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shop },
      },
    },
    breadcrumbs([
      {
        name: t('summary.home'),
        url: addressIn(origin, paths.home, new URLSearchParams(), language),
      },
      { name: words.category, url: categoryUrl },
      { name: words.name, url: canonical },
    ]),
  ]);
}

function productSummary(
  request: SummaryRequest,
  detail: ProductDetail,
  shop: string,
  path: string,
): PageSummary {
  const { origin, language } = request;
  const t = i18n.getFixedT(language, 'storefront');
  const { product } = detail;
  const words = productWords(t, product, language, shop);
  const { canonical, tags: addresses } = addressTags(origin, path, new URLSearchParams(), language);
  const page: ProductPage = { t, product, words, shop, origin, language, canonical };
  const tags = [addresses, ...productCardTags(page), productJsonLd(page)];
  return { title: words.title, description: words.description, tags: tags.join('') };
}

function listSummary(request: SummaryRequest, shop: string): PageSummary {
  const { origin, language, location, queryClient } = request;
  const t = i18n.getFixedT(language, 'storefront');
  const search = parseShopSearch(location.searchParams);
  const categories = queryClient.getQueryData<LookupRow[]>(categoriesQuery.queryKey) ?? [];
  const chosen = search.category ? categories.find((c) => c.id === search.category) : undefined;
  // A category's page and the grid's pages are pages of their own; a search, an order or a price
  // range is a view of them, whose canonical address is the page it views.
  const params = new URLSearchParams();
  if (chosen) params.set('category', String(chosen.id));
  if (search.page > 1) params.set('page', String(search.page));
  const { canonical, tags: addresses } = addressTags(origin, paths.home, params, language);
  const home = addressIn(origin, paths.home, new URLSearchParams(), language);
  const category = chosen ? localName(chosen.name, chosen.name_bn, language) : null;
  const title = category
    ? t('summary.categoryTitle', { category, shop })
    : t('summary.homeTitle', { shop });
  const description = category
    ? t('summary.categoryDescription', { category, shop })
    : t('summary.homeDescription');
  const tags = [
    addresses,
    meta('og:type', 'website'),
    meta('og:site_name', shop),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', canonical),
    localeTags(language),
    named('twitter:card', 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    jsonLd(
      category
        ? [
            breadcrumbs([
              { name: t('summary.home'), url: home },
              { name: category, url: canonical },
            ]),
          ]
        : [{ '@type': 'WebSite', name: shop, url: home, inLanguage: language }],
    ),
  ];
  return { title, description, tags: tags.join('') };
}

/**
 * The summary of a page the storefront drew, or undefined for pages that are no one's landing
 * page (the cart, checkout, tracking: the shell's own title and description serve them).
 */
export function pageSummary(request: SummaryRequest): PageSummary | undefined {
  const { queryClient, location, language } = request;
  const shop = queryClient.getQueryData<ShopConfig>(shopConfigQuery.queryKey)?.shopName ?? 'Poshak';
  const product = matchPath(paths.product(':id'), location.pathname);
  if (product) {
    const id = Number(product.params.id);
    const detail = isValidProductId(id)
      ? queryClient.getQueryData<ProductDetail | null>(productDetailQuery(id).queryKey)
      : null;
    // Not read (the API failed): the browser reads it again, and the shell's summary stands.
    if (detail === undefined && request.status === 200) return undefined;
    // A page that is not there says so, and nothing a preview or search engine could list.
    if (!detail || request.status !== 200) {
      const t = i18n.getFixedT(language, 'storefront');
      return {
        title: t('summary.notFoundTitle', { shop }),
        description: t('product.notFound'),
        tags: named('robots', 'noindex'),
      };
    }
    return productSummary(request, detail, shop, paths.product(id));
  }
  if (location.pathname === paths.home) return listSummary(request, shop);
  return undefined;
}
