import { stringify } from 'csv-stringify/sync';
import { spreadsheetText } from '../../lib/spreadsheet-cells';
import type { FeedFormat } from './feed-build';
import type { FeedItem } from './feed-items';

/**
 * The columns of Meta's product data feed (Commerce Manager → Catalogue → Data sources → Data
 * feed): its required fields (id … brand), then what groups and describes a garment's variants.
 * Gender is left out: the catalogue does not record it (docs: README, "Product feeds").
 */
export const META_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'color',
  'size',
  'age_group',
  'material',
  'product_type',
] as const;

type MetaColumn = (typeof META_COLUMNS)[number];

const cells = (item: FeedItem): Record<MetaColumn, string> => ({
  id: item.id,
  item_group_id: item.itemGroupId,
  title: item.title,
  description: item.description,
  // Variants without units are not listed at all (the feed lists what can be ordered).
  availability: 'in stock',
  condition: 'new',
  price: item.price,
  link: item.link,
  image_link: item.imageLink,
  brand: item.brand,
  color: item.color,
  size: item.size,
  age_group: item.ageGroup,
  material: item.material ?? '',
  product_type: item.productType,
});

/**
 * `spreadsheetText` only ever changes a value holding one of these characters: the others (most
 * titles, prices, links) skip its search, which 1.4 million cells at 100k variants felt.
 */
const MAY_START_A_FORMULA = /[=+\-@\t\r\n]/;
const guarded = (value: string) =>
  MAY_START_A_FORMULA.test(value) ? spreadsheetText(value) : value;

/** A row as an array in the columns' order: csv-stringify then looks up no column by name. */
const row = (item: FeedItem): string[] => {
  const byColumn = cells(item);
  return META_COLUMNS.map((column) => byColumn[column]);
};

/**
 * `/feeds/meta.csv`: one row per variant, written by csv-stringify as the back-office's exports
 * are, every text cell through `spreadsheetText` (a product name is staff's text and the file
 * is opened in spreadsheets too: no cell may start a formula). No byte-order mark: the exports
 * carry one so that Excel reads Bengali right, while a feed is read by an importer, which takes
 * UTF-8 as it is.
 */
export const metaCsv: FeedFormat = {
  file: 'meta.csv',
  contentType: 'text/csv; charset=utf-8',
  head: () => stringify([], { header: true, columns: [...META_COLUMNS] }),
  items: (items) => stringify(items.map(row), { cast: { string: guarded } }),
  tail: () => '',
};
