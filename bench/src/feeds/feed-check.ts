/**
 * The platforms' rules for a product feed, checked on what the server sent, item by item: the
 * bench's own reading of the documented fields (Meta's product data feed, Google Merchant
 * Center's product data specification), apart from the server's code that writes them.
 */

export type FeedFile = 'meta.csv' | 'google.xml';

/** One item by field name (Google's `g:` prefix dropped). */
export type FeedRecord = Record<string, string>;

interface PlatformRules {
  /** Required of every item; for clothing also what groups and tells variants apart. */
  required: string[];
  /** Values a field may take. */
  values: Record<string, readonly string[]>;
  /** Longest value a field may have, in characters. */
  maxLength: Record<string, number>;
}

/**
 * Gender is required for clothing only where Google's apparel rules apply (Brazil, France,
 * Germany, Japan, the UK, the US); the shop sells in Bangladesh and its catalogue records none.
 */
export const RULES: Record<FeedFile, PlatformRules> = {
  'meta.csv': {
    required: [
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
      'item_group_id',
      'color',
      'size',
      'age_group',
    ],
    values: {
      availability: ['in stock', 'out of stock', 'available for order', 'discontinued'],
      condition: ['new', 'refurbished', 'used'],
      age_group: ['adult', 'all ages', 'teen', 'kids', 'toddler', 'infant', 'newborn'],
    },
    maxLength: { id: 100, title: 200, description: 9999, brand: 100, color: 200, size: 200 },
  },
  'google.xml': {
    required: [
      'id',
      'title',
      'description',
      'link',
      'image_link',
      'availability',
      'price',
      'condition',
      'brand',
      'item_group_id',
      'size',
      'color',
      'age_group',
    ],
    values: {
      availability: ['in_stock', 'out_of_stock', 'preorder', 'backorder'],
      condition: ['new', 'refurbished', 'used'],
      age_group: ['newborn', 'infant', 'toddler', 'kids', 'adult'],
    },
    maxLength: {
      id: 50,
      title: 150,
      description: 5000,
      item_group_id: 50,
      brand: 70,
      color: 100,
      size: 100,
    },
  },
};

/** `1500.00 BDT`: a number with two decimals and an ISO 4217 code. */
const PRICE = /^\d+\.\d{2} [A-Z]{3}$/;
const ABSOLUTE = /^https?:\/\/[^\s]+$/;
/** A CSV cell a spreadsheet would run (OWASP's list): none may start so. */
const FORMULA = /^[=+\-@\t\r]/;

/** A CSV text as rows of fields (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The items of an RSS feed as written by the shop (one element per field, text only), each
 * field's entities decoded. A stray `<` or `&` in a value leaves the item short of a field or
 * is reported as a problem.
 */
export function parseRssItems(text: string): { items: FeedRecord[]; problems: string[] } {
  const problems: string[] = [];
  if (!text.startsWith('<?xml')) problems.push('no XML declaration');
  if (!text.includes('xmlns:g="http://base.google.com/ns/1.0"')) {
    problems.push('no g: namespace declared');
  }
  const items: FeedRecord[] = [];
  for (const block of text.split('<item>').slice(1)) {
    const end = block.indexOf('</item>');
    const body = end < 0 ? block : block.slice(0, end);
    const item: FeedRecord = {};
    for (const match of body.matchAll(/<(?:g:)?([a-z_]+)>([^<]*)<\/(?:g:)?\1>/g)) {
      const [, name = '', raw = ''] = match;
      if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(raw)) problems.push(`a bare & in ${name}`);
      item[name] = raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '');
    }
    items.push(item);
  }
  return { items, problems };
}

/** The items of a CSV feed by column name. */
export function csvItems(text: string): { items: FeedRecord[]; problems: string[] } {
  const [header = [], ...rows] = parseCsv(text);
  const problems: string[] = [];
  const items = rows.map((row, i) => {
    if (row.length !== header.length) {
      problems.push(`row ${i + 2}: ${row.length} cells for ${header.length} columns`);
    }
    return Object.fromEntries(header.map((column, k) => [column, row[k] ?? '']));
  });
  return { items, problems };
}

export interface FeedCheck {
  items: number;
  /** Items breaking at least one rule. */
  invalid: number;
  /** Ids shared by more than one item. */
  duplicateIds: number;
  /** The first few problems, for the report. */
  problems: string[];
}

/** Every item of a feed against its platform's rules. */
export function checkFeed(file: FeedFile, text: string): FeedCheck {
  const rules = RULES[file];
  const parsed = file === 'meta.csv' ? csvItems(text) : parseRssItems(text);
  const problems = [...parsed.problems];
  const seen = new Set<string>();
  let invalid = 0;
  let duplicateIds = 0;
  for (const item of parsed.items) {
    const wrong: string[] = [];
    for (const field of rules.required) if (!item[field]?.trim()) wrong.push(`no ${field}`);
    for (const [field, allowed] of Object.entries(rules.values)) {
      const value = item[field];
      if (value && !allowed.includes(value)) wrong.push(`${field} "${value}"`);
    }
    for (const [field, max] of Object.entries(rules.maxLength)) {
      if ([...(item[field] ?? '')].length > max) wrong.push(`${field} longer than ${max}`);
    }
    if (item.price !== undefined && !PRICE.test(item.price)) wrong.push(`price "${item.price}"`);
    for (const field of ['link', 'image_link']) {
      if (item[field] !== undefined && !ABSOLUTE.test(item[field] ?? '')) {
        wrong.push(`${field} not absolute`);
      }
    }
    if (file === 'meta.csv') {
      for (const [field, value] of Object.entries(item)) {
        if (FORMULA.test(value)) wrong.push(`${field} starts a formula`);
      }
    }
    const id = item.id ?? '';
    if (seen.has(id)) duplicateIds++;
    seen.add(id);
    if (wrong.length) {
      invalid++;
      if (problems.length < 5) problems.push(`${id || '(no id)'}: ${wrong.join(', ')}`);
    }
  }
  return { items: parsed.items.length, invalid, duplicateIds, problems: problems.slice(0, 5) };
}
