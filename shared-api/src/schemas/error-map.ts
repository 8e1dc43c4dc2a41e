import type { z } from './zod';
import { SCHEMA_MESSAGES } from '../constants';

export { SCHEMA_MESSAGES };

/** Keys for what a rule without a message of its own says, whatever the field. */
export const GENERIC_FORM_KEYS = [
  'required',
  'tooLong',
  'tooShort',
  'tooSmall',
  'moreThan',
  'tooBig',
  'wholeNumber',
  'notInList',
  'invalid',
] as const;

/** The dictionary keys of an SMS wording's own rules (`form.<key>` in the back-office's texts). */
export const SMS_TEMPLATE_FORM_KEYS = [
  'smsUnknownPlaceholder',
  'smsStrayBrace',
  'smsMissingPlaceholder',
] as const;

export type FormMessageKey =
  | keyof typeof SCHEMA_MESSAGES
  | (typeof GENERIC_FORM_KEYS)[number]
  | (typeof SMS_TEMPLATE_FORM_KEYS)[number];

/** What an error's text names: a limit, or the words a custom rule found (`{nmae}`). */
export type FormMessageValues = Readonly<Record<string, string | number | undefined>>;

/** A form error as a dictionary key (`form.<key>`) and the values its text names. */
export interface FormMessage {
  key: FormMessageKey;
  values: FormMessageValues;
}

const keyOfText = new Map<string, FormMessageKey>(
  Object.entries(SCHEMA_MESSAGES).map(([key, text]) => [text, key as FormMessageKey]),
);

/**
 * A custom rule of a browser form says which key it means through its params, e.g.
 * `ctx.addIssue({ code: 'custom', params: formParams('notInList') })`, and the values its text
 * names, if any.
 */
export const formParams = (key: FormMessageKey, values: FormMessageValues = {}) => ({
  formMessage: key,
  values,
});

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;

/** What a zod issue means to a person filling in a form. */
export function formMessageOf(issue: z.core.$ZodRawIssue): FormMessage {
  const message = (issue as { message?: string }).message;
  const known = message === undefined ? undefined : keyOfText.get(message);
  if (known) return { key: known, values: {} };
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small': {
      const min = numberOf(issue.minimum);
      if (isEmpty(issue.input) || (text && min === 1)) return { key: 'required', values: {} };
      if (text) return { key: 'tooShort', values: { min } };
      return { key: issue.inclusive === false ? 'moreThan' : 'tooSmall', values: { min } };
    }
    case 'too_big':
      return { key: text ? 'tooLong' : 'tooBig', values: { max: numberOf(issue.maximum) } };
    case 'invalid_type':
      if (isEmpty(issue.input)) return { key: 'required', values: {} };
      return { key: issue.expected === 'int' ? 'wholeNumber' : 'invalid', values: {} };
    case 'invalid_value':
    case 'invalid_format':
      if (isEmpty(issue.input)) return { key: 'required', values: {} };
      return {
        key:
          issue.code === 'invalid_format' && issue.format === 'email' ? 'emailInvalid' : 'invalid',
        values: {},
      };
    case 'custom': {
      const params = issue.params as ReturnType<typeof formParams> | undefined;
      return { key: params?.formMessage ?? 'invalid', values: params?.values ?? {} };
    }
    default:
      return { key: 'invalid', values: {} };
  }
}

const ENCODED = '{"formMessage":';

/**
 * The one error map of the browser forms (`zodResolver(schema, { error: formErrorMap })`): every
 * issue without a message of its own becomes its dictionary key and values, carried in the
 * message so a form library passes them on; `formMessage` reads them back.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { key, values } = formMessageOf(issue);
  return `${ENCODED}${JSON.stringify(key)},"values":${JSON.stringify(values)}}`;
};

/**
 * The dictionary key and values of a form error's message: one the error map wrote, or a schema's
 * own message (its key from SCHEMA_MESSAGES). Anything else is `invalid`, so a person never reads
 * zod's or the server's English words in a form.
 */
export function formMessage(message: string): FormMessage {
  if (message.startsWith(ENCODED)) {
    const parsed = JSON.parse(message) as {
      formMessage: FormMessageKey;
      values: FormMessageValues;
    };
    return { key: parsed.formMessage, values: parsed.values };
  }
  return { key: keyOfText.get(message) ?? 'invalid', values: {} };
}
