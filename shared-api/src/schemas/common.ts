import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MONEY_MAX, PAGE_SIZES } from '../constants';
import { SCHEMA_MESSAGES } from './error-map';

/** Database ids: positive integers, also accepted as numeric strings (query parameters arrive as text). */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** An invoice number: 0 for the shop's first order, within the database's integer range. */
export const invoiceNo = z.coerce.number().int().min(0).max(2_147_483_647);

export { MONEY_MAX };
export const money = z.coerce.number().int().min(0).max(MONEY_MAX);
/** What an item sells for: at least ৳1 (a price of ৳0 gives stock away). */
export const price = z.coerce.number().int().min(1, SCHEMA_MESSAGES.priceMin).max(MONEY_MAX);
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
 * Every string a client sends starts here: trimmed (unless `trim: false`, e.g. a password), then
 * refused when it holds a control character, before any other rule runs, so the reply says that
 * (`customer_name: must not contain control characters`) rather than a format or length error.
 * `multiLine` fields (an address, a description) may hold tab, line feed and carriage return.
 */
export const plainText = ({ multiLine = false, trim = true } = {}) =>
  (trim ? z.string().trim() : z.string()).refine((v) => !hasControlCharacters(v, multiLine), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  });

/** A trimmed, non-empty, single-line display name of bounded length. */
export const name = (max = 120) => plainText().min(1).max(max);

/** The error body every 4xx/5xx reply carries; `message` names the offending field. */
export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiError>;

/** Plain acknowledgement for write calls whose old clients read nothing but the status code. */
export const okMessage = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessage>;

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
export const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
    message: `must be one of ${PAGE_SIZES.join(', ')}`,
  });
export const page = z.coerce.number().int().min(1).max(100_000);

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
