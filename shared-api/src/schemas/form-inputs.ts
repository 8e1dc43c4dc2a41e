import { z } from './zod';
import { formParams } from './error-map';

/** The schema inside optional, nullable, default and pipe wrappers: the one whose checks hold the limits. */
function inner(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (def.innerType) return inner(def.innerType);
  if (def.in && def.out) return [...inner(def.in), ...inner(def.out)];
  return [schema];
}

/**
 * How many characters an input for this schema may take: a string's maximum length, or the digits
 * of a whole number's maximum. Undefined when the schema sets no limit.
 */
export function maxLength(schema: z.core.$ZodType): number | undefined {
  for (const s of inner(schema)) {
    if (s instanceof z.ZodString && s.maxLength !== null) return s.maxLength;
    // Digits only for whole numbers: a decimal point has no place in the count.
    const max = s instanceof z.ZodNumber && s.isInt ? s.maxValue : null;
    if (max !== null && Number.isFinite(max)) return String(Math.floor(max)).length;
  }
  return undefined;
}

/**
 * A number typed into a text box: empty text is `required` (a coerced '' would be 0, the wrong
 * message), anything else is checked by the shared number schema, limits and messages included.
 */
export const typedNumber = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .trim()
    .min(1)
    // A shared number schema (`numeric`) takes any input (`unknown`), text included.
    .pipe(schema as unknown as z.ZodType<z.output<T>, string>);

/**
 * An id picked from a list (a radio group, a default from the server's list): null until picked is
 * `required`, the id itself is checked by the shared schema.
 */
export const pickedId = <T extends z.ZodType>(schema: T) =>
  z
    .number()
    .nullable()
    .transform((id, ctx) => {
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', input: id, params: formParams('required') });
      return z.NEVER;
    })
    // The shared id schema (`numeric`) takes any input (`unknown`), a number included.
    .pipe(schema as unknown as z.ZodType<z.output<T>, number>);
