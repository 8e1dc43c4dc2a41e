import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  BENGALI_NAME_FIELD,
  CONTROL_CHARACTERS_MESSAGE,
  LOOKUP_KINDS,
  lookupKinds,
} from '@poshak/shared-api/schemas';
import { rowsOf } from '../../src/db/database';
import { build, drivers, shopForTests, signInHeaders, type TestShop } from '../helpers/build';
import { multipart, type FilePart } from '../helpers/multipart';
import { databaseFingerprint } from './helpers/db-checksum';
import { routeShapes, type JsonSchema, type OpenApiDocument } from './helpers/openapi-fuzz';
import {
  COURIER_TEST_ENV,
  FIXTURES,
  fixtureContext,
  type FixtureContext,
} from './helpers/route-fixtures';

/**
 * Control characters in every text place of every route: each refused with a 400 naming the field,
 * nothing written. A NUL used to reach PostgreSQL (which cannot store it: a 500, and the failing
 * query's parameters — the customer's name, phone and address — in the error log).
 */

/** NUL, BEL, ESC, DEL and two C1 controls (NEL, CSI). */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];
const shown = (control: string) => `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`;

type Where = 'path' | 'query' | 'body' | 'form';
interface Place {
  where: Where;
  /** Where the value sits: a name, or a path into a JSON body. */
  path: (string | number)[];
  value: string;
  /** Its published schema, to tell free text from numbers, choices and days. */
  schema: JsonSchema | undefined;
}

/** A part of a multipart body: text, or the picture. */
type FormFields = Record<string, string | FilePart>;

/** The fields of a multipart body as `multipart()` built it. */
function parseForm(payload: Buffer, contentType: string): FormFields {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
  const fields: FormFields = {};
  const text = payload.toString('latin1');
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = Buffer.from(rest.join('\r\n\r\n').replace(/\r\n$/, ''), 'latin1');
    const name = /name="([^"]+)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
    fields[name] =
      filename === undefined ? body.toString('utf8') : { filename, contentType: type, data: body };
  }
  return fields;
}

/** The schema of a JSON body's leaf, followed along its path. */
function schemaAt(schema: JsonSchema | undefined, path: (string | number)[]) {
  let current = schema;
  for (const step of path) {
    current = typeof step === 'number' ? current?.items : current?.properties?.[step];
  }
  return current;
}

function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return typeof value === 'string' || typeof value === 'number' ? [[path, String(value)]] : [];
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** Free text: a string that is not a choice, a day or a number (those refuse by their own rule). */
const isFreeText = (schema: JsonSchema | undefined) =>
  schema?.type === 'string' && !schema.enum && schema.format !== 'date';

/** The free-text fields a route's published schemas declare, at any depth of its body. */
function publishedTextFields(shape: ReturnType<typeof routeShapes>[number]): string[] {
  const names = shape.query.filter((q) => isFreeText(q.schema)).map((q) => q.name);
  const walk = (schema: JsonSchema | undefined) => {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (isFreeText(property)) names.push(name);
      walk(property);
    }
    if (schema?.items) walk(schema.items);
    for (const alternative of [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])])
      walk(alternative);
  };
  walk(shape.body?.schema);
  return names;
}

/**
 * Optional text fields the valid requests leave out, added so that they are tried too (the test
 * checks that every published text field was).
 */
const OPTIONAL_TEXT: Record<
  string,
  { query?: Record<string, string>; fields?: Record<string, string> }
> = {
  'GET /api/storefront/products': { query: { q: 'shirt' } },
  'GET /api/backoffice/stock': { query: { q: 'shirt' } },
  'GET /api/backoffice/orders': { query: { invoice: '1' } },
  'GET /api/backoffice/cod/parcels': { query: { q: 'DL0001' } },
  'POST /api/releases/load-failures': { fields: { message: 'Loading chunk 12 failed' } },
  'POST /api/producttraces/post': {
    fields: { type: 'Formal', type_bn: 'ফরমাল', model: 'Slim fit', product_name_bn: 'সুতি শার্ট' },
  },
  'PUT /api/producttraces/updateProductTraceImageTransactionByIDs': {
    fields: { type: 'Formal', type_bn: 'ফরমাল', model: 'Slim fit', product_name_bn: 'সুতি শার্ট' },
  },
  // The Bengali name of every list that has one.
  ...Object.fromEntries(
    lookupKinds.flatMap((kind) => {
      const field = BENGALI_NAME_FIELD[kind];
      const { path } = LOOKUP_KINDS[kind];
      return field
        ? [
            [`POST /api/${path}/post`, { query: { [field]: 'নতুন' } }],
            [`PUT /api/${path}/updateByID`, { query: { [field]: 'নতুন' } }],
          ]
        : [];
    }),
  ),
  'POST /api/backoffice/stock/variants': { fields: { product_name_bn: 'খাদি পাঞ্জাবি' } },
  'POST /api/auth/signup': { fields: { OTPemail: 'owner@poshak.test' } },
};

/** The back-office's query form of the customer call is checked in the route, not published. */
const UNPUBLISHED_TEXT: Record<string, string[]> = {
  'POST /api/customers/post': ['customer_name', 'customer_address', 'customer_phone'],
};

/** A valid request with its optional text fields filled in. */
function withOptionalText(key: string, request: InjectOptions): InjectOptions {
  const extra = OPTIONAL_TEXT[key];
  if (!extra) return request;
  const url = new URL(String(request.url), 'http://shop.test');
  for (const [name, value] of Object.entries(extra.query ?? {})) url.searchParams.set(name, value);
  const next = { ...request, url: `${url.pathname}${url.search}` };
  if (!extra.fields) return next;
  const contentType = String(
    (request.headers as Record<string, string> | undefined)?.['content-type'] ?? '',
  );
  if (contentType.startsWith('multipart/')) {
    const body = multipart({
      ...parseForm(request.payload as Buffer, contentType),
      ...extra.fields,
    });
    return { ...next, payload: body.payload, headers: { ...request.headers, ...body.headers } };
  }
  return { ...next, payload: { ...(request.payload as object), ...extra.fields } };
}

describe.each(drivers)('control characters on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: COURIER_TEST_ENV });
  let ctx: FixtureContext;
  let admin: { authorization: string };
  const freshAdmin = () =>
    signInHeaders(t.app, { username: 'admin-tester', password: 'secret-password' });
  beforeAll(async () => {
    admin = await t.auth('admin');
    ctx = await fixtureContext(t, c, 'control');
  });

  /** Every text place of a valid request, with the request rebuilt around a new value there. */
  function placesOf(
    routeUrl: string,
    request: InjectOptions,
    shape: ReturnType<typeof routeShapes>[number] | undefined,
  ) {
    const url = new URL(String(request.url), 'http://shop.test');
    const places: Place[] = [];
    const routeSegments = routeUrl.split('/');
    url.pathname.split('/').forEach((segment, i) => {
      const name = routeSegments[i]?.startsWith(':') ? routeSegments[i]?.slice(1) : undefined;
      if (name) places.push({ where: 'path', path: [name], value: segment, schema: undefined });
    });
    for (const [name, value] of url.searchParams) {
      const schema = shape?.query.find((q) => q.name === name)?.schema;
      places.push({ where: 'query', path: [name], value, schema });
    }
    const contentType = String(
      (request.headers as Record<string, string> | undefined)?.['content-type'] ?? '',
    );
    const form = contentType.startsWith('multipart/')
      ? parseForm(request.payload as Buffer, contentType)
      : undefined;
    if (form) {
      for (const [name, value] of Object.entries(form)) {
        if (typeof value !== 'string') continue;
        places.push({
          where: 'form',
          path: [name],
          value,
          schema: shape?.body?.schema.properties?.[name],
        });
      }
    } else if (request.payload !== undefined) {
      for (const [path, value] of leaves(request.payload)) {
        places.push({ where: 'body', path, value, schema: schemaAt(shape?.body?.schema, path) });
      }
    }

    const withValue = (place: Place, value: string): InjectOptions => {
      const next = new URL(url);
      if (place.where === 'path') {
        next.pathname = routeUrl
          .split('/')
          .map((segment, i) =>
            segment === `:${String(place.path[0])}`
              ? encodeURIComponent(value)
              : url.pathname.split('/')[i],
          )
          .join('/');
      }
      if (place.where === 'query') next.searchParams.set(String(place.path[0]), value);
      const target = `${next.pathname}${next.search}`;
      if (form) {
        const body = multipart({
          ...form,
          ...(place.where === 'form' ? { [String(place.path[0])]: value } : {}),
        });
        return {
          ...request,
          url: target,
          payload: body.payload,
          headers: { ...body.headers, ...admin },
        };
      }
      return {
        ...request,
        url: target,
        ...(request.payload !== undefined
          ? {
              payload: (place.where === 'body'
                ? setAt(request.payload, place.path, value)
                : request.payload) as object,
            }
          : {}),
        headers: { ...(request.headers as object), ...admin },
      };
    };
    return { places, withValue };
  }

  it('every text place of every route: a control character is a 400 naming the field, and nothing is written', async () => {
    const shapes = routeShapes(t.app.swagger() as unknown as OpenApiDocument);
    const shapeOf = (method: string, url: string) =>
      shapes.find((s) => s.method === method && s.url === url);
    const routes = t.app.routeTable.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
    expect(routes.map((r) => r.key).filter((k) => !FIXTURES[k])).toEqual([]);

    // The old storefront's public JSON form of the customer call, beside its staff query form.
    const jsonCustomer = {
      key: 'POST /api/customers/post (JSON body)',
      url: '/api/customers/post',
      method: 'POST',
      fixture: async (): Promise<InjectOptions> => ({
        method: 'POST',
        url: '/api/customers/post',
        payload: {
          customer_name: 'Old storefront shopper',
          customer_address: 'Rajshahi',
          customer_phone: '01712345678',
          shipping_id: 1,
        },
      }),
    };
    const cases = [
      ...routes.map((r) => ({
        ...r,
        fixture: FIXTURES[r.key] as (x: FixtureContext) => Promise<InjectOptions>,
      })),
      jsonCustomer,
    ];

    const problems: string[] = [];
    let tried = 0;
    const triedText = new Set<string>();
    for (const route of cases) {
      const routeKey = `${route.method} ${route.url}`;
      const valid = withOptionalText(routeKey, await route.fixture(ctx));
      // The valid request really is valid: a refusal below is the control character's doing.
      // Logging out ends the session it is sent with: that call gets a session of its own.
      const who = routeKey === 'POST /api/auth/logout' ? await freshAdmin() : admin;
      const accepted = await t.app.inject({
        ...valid,
        headers: { ...(valid.headers as object), ...who },
      });
      if (accepted.statusCode >= 400)
        problems.push(`${route.key}: valid request refused: ${accepted.body}`);
      const again = withOptionalText(routeKey, await route.fixture(ctx));
      const { places, withValue } = placesOf(route.url, again, shapeOf(route.method, route.url));
      const before = await databaseFingerprint(t.shop.db);
      for (const place of places) {
        const field = String([...place.path].reverse().find((p) => typeof p === 'string'));
        const freeText =
          isFreeText(place.schema) ||
          (place.where === 'query' && !!UNPUBLISHED_TEXT[routeKey]?.includes(field));
        if (freeText) triedText.add(`${routeKey} ${field}`);
        for (const control of CONTROLS) {
          // In the middle of the value, where trimming cannot take it away.
          const value = `${place.value.slice(0, 1)}${control}${place.value.slice(1)}`;
          const reply = await t.app.inject(withValue(place, value));
          tried++;
          // An accepted request may answer in plain text (sign-up): its body stands in.
          const message = reply.body.startsWith('{')
            ? ((reply.json() as { message?: string }).message ?? reply.body)
            : reply.body;
          const what = `${route.key} ${place.where}.${place.path.join('.')} ${shown(control)} → ${reply.statusCode} ${message.slice(0, 120)}`;
          if (reply.statusCode !== 400) problems.push(what);
          else if (!message.includes(field)) problems.push(`${what}: does not name ${field}`);
          else if (freeText && !message.includes(`${field}: ${CONTROL_CHARACTERS_MESSAGE}`)) {
            problems.push(`${what}: not the control-character message`);
          }
        }
      }
      if ((await databaseFingerprint(t.shop.db)) !== before) {
        problems.push(`${route.key}: a refused request changed the database`);
      }
    }
    expect(problems).toEqual([]);
    // Every text field the published schemas declare was tried, and the unpublished ones too.
    const declared = [
      ...shapes.flatMap((shape) =>
        publishedTextFields(shape).map((name) => `${shape.method} ${shape.url} ${name}`),
      ),
      ...Object.entries(UNPUBLISHED_TEXT).flatMap(([key, names]) =>
        names.map((n) => `${key} ${n}`),
      ),
    ].filter((field) => field.includes(' /api/') && !field.includes('/api/docs'));
    expect(declared.filter((field) => !triedText.has(field))).toEqual([]);
    expect(triedText.size).toBeGreaterThanOrEqual(40);
    expect(tried).toBeGreaterThanOrEqual(500);
  });

  it('tab and line breaks: in an address or a description, never in a name, phone or search', async () => {
    const base = {
      customer_name: 'Line shopper',
      customer_address: 'House 12, Road 5\r\nDhanmondi\tDhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [
        {
          id_transaction: await c.addStock({ product_code: 'CC-2', product_name: 'Saree' }),
          quantity: 1,
        },
      ],
    };
    for (const [field, value] of [
      ['customer_name', 'Line\nshopper'],
      ['customer_phone', '0171234\t5678'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { ...base, [field]: value },
      });
      expect([field, refused.statusCode, refused.json()]).toEqual([
        field,
        400,
        expect.objectContaining({ message: `${field}: ${CONTROL_CHARACTERS_MESSAGE}` }),
      ]);
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/storefront/products?q=a%0Ab' });
    expect(search.json()).toMatchObject({ message: `q: ${CONTROL_CHARACTERS_MESSAGE}` });

    // An ordinary order, after everything refused above, with an address of several lines.
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: base });
    expect(placed.statusCode).toBe(200);
    const { invoice_no } = placed.json() as { invoice_no: number };
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoice_no}`,
      headers: admin,
    });
    expect(detail.json()).toMatchObject({
      customer_name: 'Line shopper',
      customer_address: 'House 12, Road 5\r\nDhanmondi\tDhaka',
    });
  });

  it('a picture whose file name holds a control character is refused naming image', async () => {
    for (const control of CONTROLS) {
      const form = multipart({
        product_code: `CC-PIC-${control.charCodeAt(0)}`,
        product_name: 'Named shirt',
        category_id: c.category('Shirts'),
        color_id: c.color('Red'),
        size_id: c.size('M'),
        brand_id: c.brand,
        price: 500,
        quantity: 2,
        operation_type_id: 2,
        image_priority_id: 1,
        image: { ...ctx.picture, filename: `sh${control}irt.png` },
      });
      const before = await databaseFingerprint(t.shop.db);
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/producttraces/post',
        headers: { ...form.headers, ...admin },
        payload: form.payload,
      });
      expect([shown(control), reply.statusCode, reply.json()]).toEqual([
        shown(control),
        400,
        expect.objectContaining({ message: expect.stringMatching(/^image: /) }),
      ]);
      expect(await databaseFingerprint(t.shop.db)).toBe(before);
    }
  });
});

describe('control characters in headers and the request line over real HTTP', () => {
  let t: TestShop;
  let port: number;
  beforeAll(async () => {
    // Behind a proxy the client's address comes from X-Forwarded-For, and it keys the sign-in
    // counters stored in the database.
    t = await build('embedded', { env: { TRUST_PROXY: 'true' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** The status line of a raw request. */
  const statusOf = (raw: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
      let reply = '';
      socket.on('data', (d: Buffer) => (reply += d.toString('latin1')));
      socket.on('close', () => resolve(reply.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });

  it("are refused by Node's parser before any route or the database sees them", async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    // The fingerprint leaves the counters out (a refused sign-in counts): they are looked at too.
    const counters = async () =>
      JSON.stringify(rowsOf(await t.shop.db.execute(sql`SELECT key, count FROM rate_limits`)));
    const fingerprint = `${await databaseFingerprint(t.shop.db)} ${await counters()}`;
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f']) {
      const inHeader = Buffer.from(
        `POST /api/auth/signin HTTP/1.1\r\nHost: shop.test\r\nX-Forwarded-For: 10.0.0.1${control}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        'latin1',
      );
      expect([shown(control), await statusOf(inHeader)]).toEqual([
        shown(control),
        'HTTP/1.1 400 Bad Request',
      ]);
      const inUrl = Buffer.from(
        `GET /api/storefront/products?q=a${control}b HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`,
        'latin1',
      );
      expect([shown(control), await statusOf(inUrl)]).toEqual([
        shown(control),
        'HTTP/1.1 400 Bad Request',
      ]);
    }
    expect(`${await databaseFingerprint(t.shop.db)} ${await counters()}`).toBe(fingerprint);
  });
});
