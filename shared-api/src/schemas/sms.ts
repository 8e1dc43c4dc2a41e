import { z } from './zod';
import { id, invoiceNo, numeric, page, plainText } from './common';

/**
 * The text messages a shopper is sent at each step of an order, and the owner's wording of
 * them (GET/PUT /api/backoffice/sms/templates…, the messages sent: /api/backoffice/sms/messages).
 */

/** The steps of an order a shopper is told of. A parcel that comes back unsold is `returned`. */
export const SMS_EVENTS = [
  'order_placed',
  'fee_verified',
  'fee_rejected',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

/** A message is in the shopper's language: the one they shopped in, else Bengali. */
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** What a wording may say, filled in from the order when the message is made. */
export const SMS_PLACEHOLDERS = [
  'shop',
  'name',
  'invoice',
  'total',
  'fee',
  'link',
  'phone',
] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** A shipped parcel's message exists to carry its tracking link. */
const REQUIRED: Partial<Record<SmsEvent, readonly SmsPlaceholder[]>> = { shipped: ['link'] };
export const requiredSmsPlaceholders = (event: SmsEvent): readonly SmsPlaceholder[] =>
  REQUIRED[event] ?? [];

/** The longest wording the owner may save: about seven Bengali parts, a long message already. */
export const SMS_TEMPLATE_MAX_LENGTH = 480;

const TOKEN = /\{([^{}]*)\}/g;
export const isSmsPlaceholder = (name: string): name is SmsPlaceholder =>
  (SMS_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * Why a wording cannot be used for this event, as a form's dictionary key and the values its text
 * names (the editor says it in the reader's language; the server in English, `smsTemplateProblem`).
 */
export type SmsTemplateIssue =
  | { key: 'required' }
  | { key: 'tooLong'; max: number }
  | { key: 'smsUnknownPlaceholder'; placeholder: string; placeholders: string }
  | { key: 'smsStrayBrace' }
  | { key: 'smsMissingPlaceholder'; placeholders: string };

const braced = (names: readonly string[], joint: string) => names.map((p) => `{${p}}`).join(joint);

/**
 * What stops a wording (null: nothing): empty or too long, a placeholder the shop does not fill,
 * a brace that opens or closes nothing (it would reach shoppers as it is), or a placeholder the
 * message needs left out.
 */
export function smsTemplateIssue(event: SmsEvent, text: string): SmsTemplateIssue | null {
  if (text.trim().length === 0) return { key: 'required' };
  if (text.length > SMS_TEMPLATE_MAX_LENGTH)
    return { key: 'tooLong', max: SMS_TEMPLATE_MAX_LENGTH };
  const used = new Set<string>();
  for (const [, name = ''] of text.matchAll(TOKEN)) {
    if (!isSmsPlaceholder(name)) {
      return {
        key: 'smsUnknownPlaceholder',
        placeholder: `{${name}}`,
        placeholders: braced(SMS_PLACEHOLDERS, ', '),
      };
    }
    used.add(name);
  }
  if (/[{}]/.test(text.replace(TOKEN, ''))) return { key: 'smsStrayBrace' };
  const missing = requiredSmsPlaceholders(event).filter((p) => !used.has(p));
  if (missing.length > 0)
    return { key: 'smsMissingPlaceholder', placeholders: braced(missing, ' and ') };
  return null;
}

/** Why a wording cannot be used for this event, in the server's words (null: it can). */
export function smsTemplateProblem(event: SmsEvent, text: string): string | null {
  const issue = smsTemplateIssue(event, text);
  switch (issue?.key) {
    case undefined:
      return null;
    case 'required':
      return 'the message is empty';
    case 'tooLong':
      return `the message is ${text.length} characters long; at most ${issue.max}`;
    case 'smsUnknownPlaceholder':
      return `${issue.placeholder} is not a placeholder; use ${issue.placeholders}`;
    case 'smsStrayBrace':
      return 'a { or } that is not part of a placeholder such as {invoice}';
    case 'smsMissingPlaceholder':
      return `this message must say ${issue.placeholders}`;
  }
}

export const smsTemplateParams = z.object({
  event: z.enum(SMS_EVENTS),
  language: z.enum(SMS_LANGUAGES),
});

/** A wording as the owner typed it; checked against its event by `smsTemplateProblem`. */
export const smsTemplateBody = z.object({
  text: plainText({ multiLine: true }).max(SMS_TEMPLATE_MAX_LENGTH),
});
export type SmsTemplateBody = z.infer<typeof smsTemplateBody>;

/** A preview of the saved wording, or of `text` before it is saved. */
export const smsPreviewBody = z.object({
  text: plainText({ multiLine: true }).max(SMS_TEMPLATE_MAX_LENGTH).optional(),
});

/** How a text travels as SMS: GSM-7 160 / 153 characters a part; any Bengali makes it UCS-2, 70 / 67. */
export const smsPartCount = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int().min(0),
  parts: z.number().int().min(1),
  per_part: z.number().int(),
});
export type SmsPartCount = z.infer<typeof smsPartCount>;

export const smsPreview = smsPartCount.extend({ text: z.string() });
export type SmsPreview = z.infer<typeof smsPreview>;

export const smsTemplate = z.object({
  event: z.enum(SMS_EVENTS),
  language: z.enum(SMS_LANGUAGES),
  text: z.string(),
  default_text: z.string(),
  /** The owner's wording (false: the shop's default). */
  customised: z.boolean(),
  placeholders: z.array(z.enum(SMS_PLACEHOLDERS)),
  required: z.array(z.enum(SMS_PLACEHOLDERS)),
  /** The wording filled in with a sample order, and its part count. */
  preview: smsPreview,
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type SmsTemplate = z.infer<typeof smsTemplate>;

export const smsTemplateList = z.object({
  /** Where messages go now: a gateway, or the data folder's outbox. */
  gateway: z.enum(['sslwireless', 'bulksmsbd', 'outbox']),
  items: z.array(smsTemplate),
});
export type SmsTemplateList = z.infer<typeof smsTemplateList>;

export const SMS_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unsure'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const smsMessageListQuery = z.object({
  invoice_no: invoiceNo.optional(),
  status: z.enum(SMS_STATUSES).optional(),
  page: page.default(1),
  pageSize: numeric(z.number().int().min(1).max(200)).default(50),
});
export type SmsMessageListQuery = z.input<typeof smsMessageListQuery>;

/** One message to a shopper; staff see the full number, logs and the outbox a masked one. */
export const smsMessage = z.object({
  id: z.number().int(),
  invoice_no: z.number().int(),
  event: z.enum(SMS_EVENTS),
  language: z.enum(SMS_LANGUAGES),
  status: z.enum(SMS_STATUSES),
  /** Null until the message is made (its first try). */
  phone: z.string().nullable(),
  text: z.string().nullable(),
  parts: z.number().int().nullable(),
  attempts: z.number().int(),
  gateway: z.string().nullable(),
  reference: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** A pending message's next try. */
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof smsMessage>;

export const smsMessageList = z.object({
  items: z.array(smsMessage),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type SmsMessagePage = z.infer<typeof smsMessageList>;

export const smsMessageParams = z.object({ id });
