import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MONEY_MAX, PAGE_SIZES, REFUSAL_CODES } from '../constants';
import { SCHEMA_MESSAGES } from './error-map';

/** A number written as text: digits, with a sign, decimals or an exponent. */
const NUMBER_TEXT = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/**
 * A number as a client may send one: a JSON number, or its digits as text (query strings and form
 * fields arrive as text). Nothing else is read as a number: `z.coerce.number()` read `true` as 1,
 * `null`, `""` and `[]` as 0 and `[7]` as 7, so `"shipping_id": true` ordered for area 1. Its
 * published JSON Schema is `schema`'s own. For requests only: a reply's schema cannot run the
 * reading backwards (zod refuses to encode through a one-way transform).
 */
export const numeric = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v) : v), schema);

/** The largest number the database's integer columns (ids, invoice numbers) hold. */
export const DB_INT_MAX = 2_147_483_647;

/** Database ids: positive integers, also accepted as numeric strings (query parameters arrive as text). */
export const id = numeric(z.number().int().positive().max(DB_INT_MAX));

/** An invoice number: 0 for the shop's first order, within the database's integer range. */
export const invoiceNo = numeric(z.number().int().min(0).max(DB_INT_MAX));

export { MONEY_MAX };
export const money = numeric(z.number().int().min(0).max(MONEY_MAX));
/** What an item sells for: at least ৳1 (a price of ৳0 gives stock away). */
export const price = numeric(z.number().int().min(1, SCHEMA_MESSAGES.priceMin).max(MONEY_MAX));
/** Units in one order, over all its lines. */
export const MAX_ORDER_UNITS = 1_000;

/**
 * Control characters are C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). No one types
 * them into a form; PostgreSQL cannot store U+0000 in text at all (the query fails), and the
 * others reach pages, exports and couriers' labels as invisible garbage or terminal escapes.
 * Tab, line feed and carriage return are what separates the lines of multi-line text.
 */
const isControlCharacter = (code: number, multiLine: boolean) =>
  code < 0x20
    ? !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d))
    : code >= 0x7f && code <= 0x9f;
export const CONTROL_CHARACTERS_MESSAGE = SCHEMA_MESSAGES.controlCharacters;

/** Whether a client's text holds a character no field of the shop accepts. */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    if (isControlCharacter(value.charCodeAt(i), multiLine)) return true;
  }
  return false;
}

/**
 * Characters that change how the text around them is shown without showing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and marks (U+200E,
 * U+200F, U+061C), and the zero-width ones (U+200B–200D, U+2060–2064, U+180E, U+FEFF). U+202E
 * shows an address reversed in the back-office, the CSV and on a courier's label; a zero-width
 * space makes two names that look alike differ.
 */
const isHiddenCharacter = (code: number) =>
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0x200e ||
  code === 0x200f ||
  code === 0x061c ||
  (code >= 0x200b && code <= 0x200d) ||
  (code >= 0x2060 && code <= 0x2064) ||
  code === 0x180e ||
  code === 0xfeff;

const isBengali = (code: number | undefined) =>
  code !== undefined && code >= 0x0980 && code <= 0x09ff;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

/**
 * Whether a client's text holds a character that hides or reorders text (see above). The
 * zero-width joiner and non-joiner are Bengali spelling between two Bengali letters (র‍্যাব, the
 * joiner choosing a form of ya-phala): there they are kept; anywhere else they are refused.
 */
export function hasHiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isHiddenCharacter(code)) continue;
    const joins = code === ZWJ || code === ZWNJ;
    if (joins && isBengali(value.charCodeAt(i - 1)) && isBengali(value.charCodeAt(i + 1))) continue;
    return true;
  }
  return false;
}

/**
 * Whether a client's text holds half of a surrogate pair alone (JSON can carry one: `"\ud800"`),
 * which no font can show and PostgreSQL stores as U+FFFD.
 */
export function hasLoneSurrogates(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * Every string a client sends starts here: trimmed, then refused when it holds a control
 * character, before any other rule runs, so the reply says that
 * (`customer_name: must not contain control characters`) rather than a format or length error;
 * then refused when it holds a lone surrogate or a character that hides or reorders text, and
 * written in Unicode's composed form (NFC): য় typed as one code point and as য + ়  is one
 * word, for a search, a duplicate check and the length rules alike. `multiLine` fields (an
 * address, a description) may hold tab, line feed and carriage return. A `secret` (a password)
 * is taken exactly as typed: it is never shown, and the hash of the same password typed before
 * must still match.
 */
export const plainText = ({ multiLine = false, secret = false } = {}) => {
  const control = (secret ? z.string() : z.string().trim()).refine(
    (v) => !hasControlCharacters(v, multiLine),
    { message: CONTROL_CHARACTERS_MESSAGE, abort: true },
  );
  if (secret) return control;
  return control
    .refine((v) => !hasLoneSurrogates(v), { message: SCHEMA_MESSAGES.loneSurrogates, abort: true })
    .refine((v) => !hasHiddenCharacters(v), {
      message: SCHEMA_MESSAGES.hiddenCharacters,
      abort: true,
    })
    .normalize('NFC');
};

/** A trimmed, non-empty, single-line display name of bounded length. */
export const name = (max = 120) => plainText().min(1).max(max);

/**
 * What a refusal a client acts on carries beside its English message: its code, and the facts a
 * client needs to say it in its reader's own words.
 */
export const refusalFacts = z.object({
  code: z.enum(REFUSAL_CODES).optional(),
  /** The order's status as stored, when a move from it was refused (`status_*` codes). */
  order_status: z.string().optional(),
});
export type RefusalFacts = z.infer<typeof refusalFacts>;

/**
 * The error body every 4xx/5xx reply carries; `message` names the offending field, and a refusal
 * a client acts on also carries its `code` (and the facts of `refusalFacts`).
 */
export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  ...refusalFacts.shape,
  /** Seconds to wait before asking again, as the Retry-After header says (429, 503). */
  retry_after_seconds: z.number().int().min(1).optional(),
});
export type ApiErrorBody = z.infer<typeof apiError>;
export { waitOf } from '../constants';

/** Plain acknowledgement for write calls whose old clients read nothing but the status code. */
export const okMessage = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessage>;

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
export const pageSize = numeric(
  z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${PAGE_SIZES.join(', ')}`,
    }),
);
export const page = numeric(z.number().int().min(1).max(100_000));

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One responsive picture: the original plus WebP thumbnails the server generated from it. */
export const imageRef = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Sized WebP renditions, smallest first; empty for media that has none (videos, external links). */
  thumbnails: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type ImageRef = z.infer<typeof imageRef>;

/** What a banner slide is made of (spec: Transaction.type). */
export const mediaType = z.enum(['image', 'gif', 'video']);
export type MediaType = z.infer<typeof mediaType>;
