import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { orderTotal, subtotalOf } from '@poshak/shared-api/money';
import { PAGE_SIZES } from '@poshak/shared-api/schemas';
import { rowsOf, toInt } from '../../src/db/database';
import { drivers, shopForTests, createStaff } from '../helpers/build';
import { COURIER_TEST_ENV } from './helpers/route-fixtures';
import { evaluatedCells } from '../helpers/csv';
import { multipart, picture, type FilePart } from '../helpers/multipart';
import { databaseFingerprint, tablesWrittenSince } from './helpers/db-checksum';
import {
  BENGALI_FORMS,
  BOUNDARY_INTEGERS,
  CONTROL_CHARACTERS,
  FORMULAS,
  HIDDEN_CHARACTERS,
  breakageOptions,
  breakages,
  lastName,
  useRefinements,
  routeShapes,
  slotsOf,
  validValue,
  type Breakage,
  type JsonSchema,
  type OpenApiDocument,
  type RouteShape,
  type Slot,
} from './helpers/openapi-fuzz';

const REQUESTS = 3000;
const SEEDS = { embedded: 20260101, external: 20260102 } as const;

type Whole =
  'broken-json' | 'wrong-content-type' | 'oversized' | 'wrong-body-type' | 'proto' | 'empty-json';

interface FuzzCase {
  route: RouteShape;
  request: InjectOptions;
  /** What was broken, for the report and the "names the problem" check. */
  label: string;
  mustRefuse: boolean;
  /** A 400/413/415 reply must mention this. */
  mention?: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codePoint = (ch: string) =>
  `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Sets (or removes, for `undefined`) the value at `path` inside a JSON-like value. */
function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  // An array copied as an array (a list body stays a list), indexed like a record.
  const copy = (
    Array.isArray(target) ? [...(target as unknown[])] : { ...(target as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  if (rest.length === 0 && value === undefined) Reflect.deleteProperty(copy, head);
  else copy[head] = setAt(copy[head], rest, value);
  return copy;
}

const asText = (v: unknown) =>
  typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

// Bodies sent to a route that takes none are ignored, as HTTP allows: only body routes get them.
const WHOLES: Whole[] = [
  'broken-json',
  'wrong-content-type',
  'oversized',
  'wrong-body-type',
  'proto',
  'empty-json',
];

type Base = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  mode: number;
  pick: number;
  file: number;
  whole: Whole;
};

const isForm = (route: RouteShape) => route.body?.contentType === 'multipart/form-data';

/** A request the route's schemas accept, plus the dice that decide how it gets broken. */
function baseArb(route: RouteShape): fc.Arbitrary<Base> {
  return fc.record({
    params: fc.record(
      Object.fromEntries(route.pathParams.map((p) => [p.name, validValue(p.schema, p.name)])),
    ),
    query: fc.record(
      Object.fromEntries(route.query.map((p) => [p.name, validValue(p.schema, p.name)])),
      {
        requiredKeys: route.query.filter((p) => p.required).map((p) => p.name),
      },
    ),
    body: route.body ? validValue(route.body.schema) : fc.constant(undefined),
    mode: fc.nat(99),
    pick: fc.nat(),
    file: fc.nat(9),
    whole: fc.constantFrom(...WHOLES),
  });
}

/** Every field of the request: path parameters, query parameters, body or form fields. */
function slotsFor(route: RouteShape, base: Base): Slot[] {
  const schemaOf = (params: RouteShape['query'], required: boolean) => ({
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => required || p.required).map((p) => p.name),
  });
  return [
    ...slotsOf('path', base.params, schemaOf(route.pathParams, true)).filter((s) => s.path.length),
    ...slotsOf('query', base.query, schemaOf(route.query, false)).filter((s) => s.path.length),
    ...(route.body && base.body !== undefined
      ? slotsOf(isForm(route) ? 'form' : 'body', base.body, route.body.schema).filter(
          (s) => !isForm(route) || s.path.length,
        )
      : []),
  ];
}

/** One fuzzed request for a route: valid, one field broken, or the whole body broken. */
function fuzzCase(route: RouteShape, image: FilePart): fc.Arbitrary<FuzzCase> {
  return baseArb(route).chain((base) => {
    const slot = slotsFor(route, base)[base.pick % Math.max(slotsFor(route, base).length, 1)];
    const breakage: fc.Arbitrary<Breakage | Whole | 'valid'> =
      base.mode < 10 || (!slot && !route.body)
        ? fc.constant('valid')
        : base.mode < 75 && slot
          ? breakages(slot)
          : route.body
            ? fc.constant(base.whole)
            : fc.constant('valid');
    return breakage.map((b) => toCase(route, base, b, image, isForm(route)));
  });
}

/**
 * Every way to break every field of one request of the route, and every way to break its body,
 * once each: chance alone may leave a pairing out, this pass does not.
 */
function systematicCases(route: RouteShape, image: FilePart, seed: number): FuzzCase[] {
  const [base] = fc.sample(baseArb(route), { numRuns: 1, seed });
  if (!base) return [];
  const broken: (Breakage | Whole | 'valid')[] = ['valid'];
  for (const slot of slotsFor(route, base)) {
    for (const option of breakageOptions(slot))
      broken.push(...fc.sample(option, { numRuns: 1, seed }));
  }
  if (route.body) broken.push(...WHOLES);
  return broken.map((b) => toCase(route, base, b, image, isForm(route)));
}

/** Every field name a call has: path and query parameters, body fields at any depth. */
function fieldNames(route: RouteShape): string[] {
  const names = [...route.pathParams, ...route.query].map((p) => p.name);
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.push(name);
      walk(property);
    }
    walk(schema.items);
  };
  walk(route.body?.schema);
  return names.length ? names : ['body'];
}

function toCase(
  route: RouteShape,
  base: {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    body: unknown;
    file: number;
  },
  b: Breakage | Whole | 'valid',
  image: FilePart,
  isForm: boolean,
): FuzzCase {
  let { params, query, body } = base;
  let label = 'valid';
  let mustRefuse = false;
  let mention: RegExp | undefined;
  if (typeof b === 'object' && b.slot && b.kind !== 'none') {
    const slot = b.slot;
    const value = b.kind === 'missing' ? undefined : b.value;
    if (slot.where === 'path') params = setAt(params, slot.path, value) as typeof params;
    else if (slot.where === 'query') query = setAt(query, slot.path, value) as typeof query;
    else body = setAt(body, slot.path, value);
    label = `${b.kind} ${slot.where}.${slot.path.join('.')}`;
    mustRefuse = b.mustRefuse;
    // A value the schema allows (an unknown id, a fraction where fractions are fine) may be
    // refused for another field's reason; the refusal must still name a field of the call.
    mention =
      b.kind === 'unknown-id' || !b.mustRefuse
        ? new RegExp(fieldNames(route).map(escape).join('|'))
        : new RegExp(escape(lastName(slot)));
  } else if (typeof b === 'string' && b !== 'valid') {
    label = b;
    mustRefuse = true;
  }

  const url =
    route.url.replace(/:(\w+)/g, (_m, name: string) =>
      encodeURIComponent(asText(params[name] ?? '')),
    ) +
    (Object.keys(query).length
      ? `?${new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, asText(v)]),
        ).toString()}`
      : '');
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers: {},
  };
  const headers = request.headers as Record<string, string>;

  if (typeof b === 'string' && b !== 'valid') {
    const json = JSON.stringify(body ?? {});
    switch (b) {
      case 'broken-json':
        headers['content-type'] = 'application/json';
        request.payload = json.slice(0, Math.max(1, json.length - 2)) + '{"';
        mention = /JSON|body/i;
        break;
      case 'wrong-content-type':
        headers['content-type'] = ['text/plain', 'application/xml', 'image/png'][
          base.file % 3
        ] as string;
        request.payload = json;
        // Refused as an unknown media type (415), or parsed as plain text and refused as no object.
        mention = /Content-Type|media type|body/i;
        break;
      case 'oversized':
        if (isForm) {
          const form = multipart({
            ...(body as object),
            image: { ...image, data: Buffer.alloc(6 * 1024 * 1024, 7) },
          });
          headers['content-type'] = form.headers['content-type'];
          request.payload = form.payload;
        } else {
          headers['content-type'] = 'application/json';
          request.payload = JSON.stringify({ ...(body as object), padding: 'x'.repeat(1_100_000) });
        }
        mention = /too large|larger than/i;
        break;
      case 'wrong-body-type':
        headers['content-type'] = 'application/json';
        request.payload = JSON.stringify([['not', 'this'], 'text', 42, null][base.file % 4]);
        // Named as the body, an item of a list body, or a field the call then found missing.
        mention = new RegExp(
          [
            'body',
            '\\d',
            'expected',
            ...Object.keys(
              route.body?.schema.properties ?? route.body?.schema.items?.properties ?? {},
            ),
            ...route.query.map((q) => q.name),
          ].join('|'),
          'i',
        );
        break;
      case 'proto':
        headers['content-type'] = 'application/json';
        request.payload = `{"__proto__":{"isAdmin":true},${json.slice(1)}`;
        mention = /prototype|body/i;
        break;
      case 'empty-json':
        headers['content-type'] = 'application/json';
        request.payload = '';
        mention = /body/i;
        break;
    }
    return { route, request, label, mustRefuse, mention };
  }

  if (route.body && body !== undefined) {
    if (isForm) {
      const fields = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).map(([k, v]) => [
          k,
          v === undefined ? undefined : asText(v),
        ]),
      );
      // The picture: a real one, random bytes, or none.
      const file =
        base.file < 5
          ? image
          : base.file < 8
            ? {
                filename: 'photo.jpg',
                contentType: 'image/jpeg',
                data: randomBytes(64 + base.file * 100),
              }
            : undefined;
      const form = multipart({ ...fields, image: file });
      headers['content-type'] = form.headers['content-type'];
      request.payload = form.payload;
    } else {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(body);
    }
  }
  return { route, request, label, mustRefuse, mention };
}

/** Where the checks after each request come from: not the fuzzer's address, whose sign-ins fail. */
const SHOPPER_ADDRESS = '192.0.2.10';

describe.each(drivers)('request fuzzing on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: COURIER_TEST_ENV });
  beforeAll(async () => {
    for (let i = 0; i < 6; i++) {
      await c.addStock({
        product_code: `FUZZ-${i % 3}`,
        product_name: `Fuzz item ${i}`,
        quantity: 50,
      });
    }
    await createStaff(t.shop.db, {
      username: 'fuzz-keeper',
      password: 'keeper-password',
      role: 'seller',
      email: 'keeper@poshak.test',
    });
  });

  /**
   * The item the after-request checks buy. The fuzzer may change or delete it as staff would;
   * that is not the shop breaking, so it is given stock again, or made anew, before each check.
   */
  let canary: number | undefined;
  const canaryItem = async () => {
    const [row] = canary
      ? rowsOf<{ quantity: number; archived: boolean }>(
          await t.shop.db.execute(
            sql`SELECT quantity, archived_at IS NOT NULL AS archived FROM transactions WHERE id_transaction = ${canary} AND operation_type_id = 2 AND invoice_no IS NULL`,
          ),
        )
      : [];
    if (!canary || !row) {
      canary = await c.addStock({
        product_code: `CANARY-${randomBytes(3).toString('hex')}`,
        product_name: 'Canary kurta',
        quantity: 1_000_000,
      });
    } else if (row.quantity < 1 || row.archived) {
      // A generated archive call may take the canary off the shop, as it may any entry.
      await t.shop.db.execute(
        sql`UPDATE transactions SET quantity = 1000000, archived_at = NULL WHERE id_transaction = ${canary}`,
      );
    }
    return canary;
  };

  /** What must hold after any request, accepted or refused: an order and a sign-in go through. */
  const shopStillWorks = async (): Promise<string | null> => {
    // Asked together, as a shopper and a staff member would: the sign-in's hashing runs on the
    // thread pool while the order is in the database.
    const [order, signin] = await Promise.all([
      canaryItem().then((item) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: SHOPPER_ADDRESS,
          payload: {
            customer_name: 'Ordinary Shopper',
            customer_address: 'Road 7, Banani, Dhaka',
            customer_phone: '01712345678',
            shipping_id: 1,
            lines: [{ id_transaction: item, quantity: 1 }],
          },
        }),
      ),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: SHOPPER_ADDRESS,
        payload: { username: 'fuzz-keeper', password: 'keeper-password' },
      }),
    ]);
    if (order.statusCode !== 200)
      return `an ordinary order: ${order.statusCode} ${order.body.slice(0, 160)}`;
    if (signin.statusCode !== 200)
      return `a staff sign-in: ${signin.statusCode} ${signin.body.slice(0, 160)}`;
    return null;
  };

  /**
   * The money of every order stored since the last look adds up, by the shared money module:
   * its lines make its subtotal, and subtotal + delivery − discount its total. Only the new
   * orders are read each time (the ordinary orders alone add one per request).
   */
  let moneyCheckedTo = -1;
  const moneyAddsUp = async (): Promise<string | null> => {
    const headers = rowsOf<Record<string, unknown>>(
      await t.shop.db.execute(sql`
        SELECT invoice_no, subtotal, shipping_cost, discount, total FROM orders
        WHERE invoice_no > ${moneyCheckedTo} ORDER BY invoice_no`),
    );
    if (headers.length === 0) return null;
    const lines = rowsOf<{ invoice_no: unknown; price: unknown; quantity: unknown }>(
      await t.shop.db.execute(sql`
        SELECT invoice_no, price, quantity FROM transactions
        WHERE invoice_no > ${moneyCheckedTo}`),
    );
    const linesOf = new Map<number, { price: number; quantity: number }[]>();
    for (const l of lines) {
      const invoice = toInt(l.invoice_no);
      linesOf.set(invoice, [
        ...(linesOf.get(invoice) ?? []),
        { price: toInt(l.price), quantity: toInt(l.quantity) },
      ]);
    }
    for (const h of headers) {
      const invoice = toInt(h.invoice_no);
      const subtotal = subtotalOf(linesOf.get(invoice) ?? []);
      const total = orderTotal({
        subtotal,
        shipping: toInt(h.shipping_cost),
        discount: toInt(h.discount),
      });
      if (subtotal !== toInt(h.subtotal) || total !== toInt(h.total)) {
        return `order ${invoice} does not add up: lines ${subtotal}, stored ${JSON.stringify(h)}`;
      }
      moneyCheckedTo = invoice;
    }
    return null;
  };

  it('the database fingerprint changes with a write that stayed, not with one rolled back', async () => {
    const before = await databaseFingerprint(t.shop.db);
    await t.shop.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE colors SET color_name_bn = 'ফিরবে' WHERE id_color = 1`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await databaseFingerprint(t.shop.db)).toBe(before);
    await t.shop.db.execute(sql`UPDATE colors SET color_name = color_name WHERE id_color = 1`);
    expect(await databaseFingerprint(t.shop.db)).not.toBe(before);
    expect(await tablesWrittenSince(t.shop.db, before)).toEqual(['colors']);
  });

  it(`${REQUESTS} generated and broken requests over every route: no 5xx, every refusal a JSON error naming the problem, nothing written by a refusal or a repeated order, and after each accepted write (and each route's run of reads and refusals) an ordinary order and a staff sign-in still go through and every stored order's money adds up`, async () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const shapes = routeShapes(doc).filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    // The route table and the published document describe the same routes: none escapes the fuzzer.
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    expect(shapes.map(key).sort()).toEqual(t.app.routeTable.map(key).sort());

    // The storefront's page size is a list of choices, a refinement the JSON Schema loses.
    useRefinements({ pageSize: fc.constantFrom(...PAGE_SIZES) });
    const image = await picture('png', 48, 60);
    const tokens = {
      admin: await t.auth('admin'),
      seller: await t.auth('seller'),
      moderator: await t.auth('moderator'),
    };
    const freshSession = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: SHOPPER_ADDRESS,
        payload: { username: 'fuzz-keeper', password: 'keeper-password' },
      });
      return { authorization: `Bearer ${(reply.json() as { accessToken: string }).accessToken}` };
    };
    // Signed in as admin, so every broken field reaches validation (the access matrix covers tokens).
    const systematic = shapes.flatMap((route) =>
      systematicCases(route, image, SEEDS[driver]).map((c) => ({ ...c, who: 0 })),
    );
    // The generated requests shared evenly between the routes: drawn at random, a route among
    // dozens could get a handful while another got a hundred. At least 20 each, however many
    // routes the shop grows to.
    const shareOfEach = Math.max(
      20,
      Math.ceil(Math.max(REQUESTS - systematic.length, 1400) / shapes.length),
    );
    const random = shapes.flatMap((route, i) =>
      fc.sample(
        fc.nat(19).chain((who) => fuzzCase(route, image).map((c) => ({ ...c, who }))),
        { numRuns: shareOfEach, seed: SEEDS[driver] + i },
      ),
    );
    const cases = [...systematic, ...random];

    // The staff page's changes (a password, a role, a removal) aimed at an account this test signs
    // in with go to a spare one instead: the owner may lock anyone out, and that is no failure.
    await createStaff(t.shop.db, {
      username: 'fuzz-spare',
      password: 'spare-password',
      role: 'seller',
      email: 'spare@poshak.test',
    });
    const accounts = rowsOf<{ id: number; username: string }>(
      await t.shop.db.execute(sql`SELECT id, username FROM staff_users`),
    );
    const spare = accounts.find((a) => a.username === 'fuzz-spare')?.id;
    const signedIn = new Set(
      accounts.filter((a) => a.username !== 'fuzz-spare').map((a) => toInt(a.id)),
    );
    const STAFF_MEMBER = /^(\/api\/backoffice\/staff\/)(\d+)(?=\/|$|\?)/;
    const spareTheSignedIn = (url: string) =>
      url.replace(STAFF_MEMBER, (whole, prefix: string, id: string) =>
        signedIn.has(Number(id)) ? `${prefix}${spare}` : whole,
      );

    const problems: string[] = [];
    const perRoute = new Map<string, number>();
    const perStatus = new Map<number, number>();
    const perKind = new Map<string, number>();
    const uploadsBefore = (await t.app.pictures.list()).length;
    let fingerprint = '';
    let accepted = 0;
    let acceptedUploads = 0;
    let shopChecks = 0;
    let acceptedWritesChecked = 0;
    let routeRunsChecked = 0;
    let reads = 0;
    let retries = 0;
    /** A refusal must leave the database exactly as it was. */
    const checkRefusalWroteNothing = async (what: string) => {
      const now = await databaseFingerprint(t.shop.db);
      if (now !== fingerprint) {
        const changed = await tablesWrittenSince(t.shop.db, fingerprint);
        problems.push(`${what}: the refusal changed ${changed.join(', ')}`);
      }
    };

    for (const [index, c] of cases.entries()) {
      // Logging out ends the session it is sent with: that call gets a session of its own.
      const auth =
        c.route.url === '/api/auth/logout' && c.who < 18
          ? await freshSession()
          : c.who < 15
            ? tokens.admin
            : c.who < 17
              ? tokens.seller
              : c.who < 18
                ? tokens.moderator
                : {};
      c.request.headers = { ...c.request.headers, ...auth };
      if (typeof c.request.url === 'string') c.request.url = spareTheSignedIn(c.request.url);
      // Some orders carry an Idempotency-Key and are sent again, as a browser retries one
      // whose answer was lost: the repeat must be answered as the first was and write nothing.
      const retried = c.route.url === '/api/orders' && c.route.method === 'POST' && c.who % 3 === 0;
      if (retried) {
        c.request.headers = {
          ...c.request.headers,
          'idempotency-key': randomBytes(16).toString('hex'),
        };
      }
      // A GET writes nothing: only other calls need the database's state to compare with.
      if (c.request.method !== 'GET') fingerprint = await databaseFingerprint(t.shop.db);
      const reply = await t.app.inject(c.request);
      if (retried) {
        const written = await databaseFingerprint(t.shop.db);
        const again = await t.app.inject(c.request);
        retries++;
        if (again.statusCode !== reply.statusCode || again.body !== reply.body) {
          problems.push(
            `${c.request.method} ${c.route.url} [${c.label}] repeated with its key: ` +
              `${reply.statusCode} then ${again.statusCode} ${again.body.slice(0, 160)}`,
          );
        }
        if ((await databaseFingerprint(t.shop.db)) !== written) {
          problems.push(`${c.route.url} [${c.label}]: a repeat with its key wrote something`);
        }
      }
      const status = reply.statusCode;
      const what = `${c.request.method} ${String(c.request.url).slice(0, 120)} [${c.label}] → ${status}`;
      perRoute.set(key(c.route), (perRoute.get(key(c.route)) ?? 0) + 1);
      perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
      const kind = c.label.split(' ')[0] ?? c.label;
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);

      if (status >= 500) problems.push(`${what}: ${reply.body.slice(0, 200)}`);
      if (status >= 400) {
        let body: unknown;
        try {
          body = reply.json();
        } catch {
          problems.push(`${what}: not JSON: ${reply.body.slice(0, 100)}`);
        }
        const e = body as { statusCode?: unknown; error?: unknown; message?: unknown } | undefined;
        if (
          !e ||
          e.statusCode !== status ||
          typeof e.error !== 'string' ||
          typeof e.message !== 'string' ||
          !e.message
        ) {
          problems.push(`${what}: not {statusCode, error, message}: ${reply.body.slice(0, 200)}`);
        } else if (c.mention && [400, 413, 415].includes(status) && !c.mention.test(e.message)) {
          problems.push(`${what}: message does not name ${c.mention}: ${e.message.slice(0, 200)}`);
        }
        if (c.request.method !== 'GET') await checkRefusalWroteNothing(what);
      } else {
        if (c.mustRefuse) problems.push(`${what}: a broken request was accepted`);
        if (c.request.method !== 'GET') {
          accepted++;
          if (String(c.request.url).startsWith('/api/producttraces')) acceptedUploads++;
        }
      }
      // The failure that matters most: a request after which the shop cannot take an order, or
      // an order whose money does not add up. Checked after every accepted write, and after the
      // last of a route's run of reads and refusals: a request that broke the shop leaves it broken
      // for that check (a refusal wrote nothing, as checked above), and an order and a sign-in
      // after each of 5,000 requests cost more than the requests themselves.
      // FUZZ_CHECK_EACH=1 checks after every request, to find which one it was.
      const next = cases[index + 1];
      const lastOfRouteRun = !next || key(next.route) !== key(c.route);
      const acceptedWrite = c.request.method !== 'GET' && status < 400;
      if (c.request.method === 'GET') reads++;
      if (acceptedWrite || lastOfRouteRun || process.env.FUZZ_CHECK_EACH) {
        const broken = (await shopStillWorks()) ?? (await moneyAddsUp());
        shopChecks++;
        if (acceptedWrite) acceptedWritesChecked++;
        if (lastOfRouteRun) routeRunsChecked++;
        if (broken) problems.push(`after ${what}: ${broken}`);
      }
    }

    console.log(
      `fuzz on ${driver} (seed ${SEEDS[driver]}): ${cases.length} requests (${systematic.length} systematic) over ${perRoute.size} routes; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...perStatus].sort(([a], [b]) => a - b)))}; ` +
        `${accepted} accepted writes; ${shopChecks} order + sign-in checks (${reads} reads); ${problems.length} problems\n` +
        `  values tried: ${JSON.stringify(Object.fromEntries([...perKind].sort()))}; ` +
        `boundary integers ${BOUNDARY_INTEGERS.join(', ')}; control characters ${CONTROL_CHARACTERS.map(codePoint).join(', ')}; ` +
        `hidden characters ${HIDDEN_CHARACTERS.map(codePoint).join(', ')} and lone surrogates; formulas ${JSON.stringify(FORMULAS)}; ` +
        `Bengali in both forms ${JSON.stringify(BENGALI_FORMS)}; ${retries} orders repeated with their Idempotency-Key\n` +
        `  routes: ${[...perRoute]
          .sort()
          .map(([route, n]) => `${route} ×${n}`)
          .join('; ')}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(3000);
    // Every accepted write was followed by a check of its own, and every route's run of requests.
    expect(acceptedWritesChecked).toBe(accepted);
    expect(routeRunsChecked).toBeGreaterThanOrEqual(perRoute.size);
    expect(retries).toBeGreaterThan(20);
    for (const value of [
      'boundary-int',
      'control-char',
      'huge-string',
      'hidden-char',
      'formula',
      'bengali-forms',
      'boolean-number',
    ]) {
      expect([value, perKind.get(value) ?? 0]).toEqual([value, expect.any(Number)]);
      expect(perKind.get(value) ?? 0).toBeGreaterThan(20);
    }
    // Every route was really exercised.
    for (const shape of shapes)
      expect([key(shape), perRoute.get(key(shape)) ?? 0]).toEqual([key(shape), expect.any(Number)]);
    expect(Math.min(...shapes.map((s) => perRoute.get(key(s)) ?? 0))).toBeGreaterThanOrEqual(20);
    // What the fuzzer stored leaves the shop safely: no exported cell, or line of one, that a
    // spreadsheet would evaluate, and every stored text in its composed form (NFC).
    for (const url of ['/api/backoffice/exports/orders.csv', '/api/backoffice/exports/stock.csv']) {
      const csv = await t.app.inject({ method: 'GET', url, headers: tokens.admin });
      expect([url, csv.statusCode]).toEqual([url, 200]);
      const evaluated = evaluatedCells(csv.body);
      expect([url, evaluated.slice(0, 5)]).toEqual([url, []]);
    }
    const [unnormalised] = rowsOf<{ n: unknown }>(
      await t.shop.db.execute(sql`
        SELECT (SELECT count(*) FROM customers
                 WHERE customer_name IS NOT NFC NORMALIZED
                    OR customer_address IS NOT NFC NORMALIZED)
             + (SELECT count(*) FROM product_traces WHERE product_name IS NOT NFC NORMALIZED)
             + (SELECT count(*) FROM coupons WHERE name IS NOT NFC NORMALIZED)
             + (SELECT count(*) FROM order_notes WHERE note IS NOT NFC NORMALIZED) AS n`),
    );
    expect(toInt(unnormalised?.n)).toBe(0);
    // Refused uploads left no file behind: only accepted ones added files.
    if (acceptedUploads === 0) {
      expect((await t.app.pictures.list()).length).toBe(uploadsBefore);
    }
    // A bound, not a wait: four and a half thousand requests, each followed by an order, took ten
    // minutes on a two-core machine loaded by other work.
  }, 1_500_000);

  it.each([
    ['GET', '/api/backoffice/orders/2147483648', undefined],
    [
      'PUT',
      '/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=1&invoice_no=2147483648',
      undefined,
    ],
    [
      'POST',
      '/api/transactionsRouter/postTransactionFromAnyPageBulk',
      [{ customer_id: 1, image_id: 1, quantity: 1, invoice_no: 2147483648 }],
    ],
  ])(
    'an invoice number past the database integer range is refused naming invoice_no: %s %s',
    async (method, url, payload) => {
      const admin = await t.auth('admin');
      // The legacy call's other fields name a real customer and a real product.
      const customer = await t.app.inject({
        method: 'POST',
        url: '/api/customers/post',
        payload: {
          customer_name: 'Invoice Tester',
          customer_address: 'Dhaka',
          customer_phone: '01712345678',
          shipping_id: 1,
        },
      });
      const stock = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/stock',
        headers: admin,
      });
      const [entry] = (stock.json() as { items: { id_image: number }[] }).items;
      const body = payload?.map((line) => ({
        ...line,
        customer_id: (customer.json() as { id_customer: number }).id_customer,
        image_id: entry?.id_image,
      }));
      const reply = await t.app.inject({
        method: method as 'GET',
        url,
        headers: admin,
        ...(body ? { payload: body } : {}),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining('invoice_no'),
      });
    },
  );
});
