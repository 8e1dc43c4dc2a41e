import { LANGUAGE_PARAMETER } from '@poshak/shared-api/page';
import { paths } from '@poshak/shared-api/paths';
import { xml } from '../../lib/xml';
import type { FeedFormat } from './feed-build';
import type { FeedItem } from './feed-items';

/** The namespace of Google Merchant Center's product attributes (`g:`). */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/**
 * Characters XML 1.0 cannot carry at all, escaped or not (C0 controls but tab and line breaks,
 * lone surrogates, U+FFFE/U+FFFF): one of them would make the whole file unreadable to Google.
 * The API refuses them, but rows written before that rule or by SQL may hold some.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Whether a value needs any of that: most (ids, prices, links, sizes) need none. */
const NEEDS_CARE = /[&<>"']|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const text = (value: string) => (NEEDS_CARE.test(value) ? xml(value.replace(NOT_XML, '')) : value);
const element = (name: string, value: string) => `<${name}>${text(value)}</${name}>`;

function item(i: FeedItem): string {
  return [
    '<item>',
    element('g:id', i.id),
    element('g:item_group_id', i.itemGroupId),
    element('title', i.title),
    element('description', i.description),
    element('link', i.link),
    element('g:image_link', i.imageLink),
    // Variants without units are not listed at all (the feed lists what can be ordered).
    element('g:availability', 'in_stock'),
    element('g:condition', 'new'),
    element('g:price', i.price),
    element('g:brand', i.brand),
    element('g:color', i.color),
    element('g:size', i.size),
    element('g:age_group', i.ageGroup),
    ...(i.material ? [element('g:material', i.material)] : []),
    element('g:product_type', i.productType),
    '</item>\n',
  ].join('');
}

/**
 * `/feeds/google.xml`: Google Merchant Center's RSS 2.0 feed, one `<item>` per variant with the
 * required attributes, the apparel ones (item group, colour, size, age group) and the category
 * as the product type. Title, link and description are RSS's own elements, as Google's example
 * feed writes them; gender is left out (the catalogue does not record it).
 */
export const googleXml: FeedFormat = {
  file: 'google.xml',
  contentType: 'application/xml; charset=utf-8',
  head: ({ origin, language, shopName }) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    element('title', shopName) +
    element('link', `${origin}${paths.home}?${LANGUAGE_PARAMETER}=${language}`) +
    element('description', `${shopName}: every garment in stock, each size and colour`) +
    '\n',
  items: (items) => items.map(item).join(''),
  tail: () => '</channel>\n</rss>\n',
};
