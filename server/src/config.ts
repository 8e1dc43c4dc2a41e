import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { OWASP_SCRYPT, TEST_SCRYPT, type ScryptCost } from './lib/passwords';

/** The SMS gateways the shop has an adapter for (modules/sms/gateways). */
export const SMS_GATEWAYS = ['sslwireless', 'bulksmsbd'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAYS)[number];

/** The couriers the shop has an adapter for (modules/couriers/adapters). */
export const COURIERS = ['pathao', 'steadfast', 'redx'] as const;
export type CourierName = (typeof COURIERS)[number];

/**
 * Each courier's published addresses for its sandbox and its live service; `<COURIER>_URL`
 * names another (a simulator, a proxy). Steadfast publishes no sandbox: in sandbox mode it
 * needs STEADFAST_URL, so a test set-up never books real parcels.
 */
export const COURIER_URLS: Record<CourierName, { sandbox: string | null; production: string }> = {
  pathao: {
    sandbox: 'https://courier-api-sandbox.pathao.com',
    production: 'https://api-hermes.pathao.com',
  },
  steadfast: { sandbox: null, production: 'https://portal.packzy.com/api/v1' },
  redx: {
    sandbox: 'https://sandbox.redx.com.bd/v1.0.0-beta',
    production: 'https://openapi.redx.com.bd/v1.0.0-beta',
  },
};

/** Each gateway's published address; SMS_GATEWAY_URL names another (a simulator, a proxy). */
const SMS_GATEWAY_URLS: Record<SmsGatewayName, string> = {
  sslwireless: 'https://smsplus.sslwireless.com',
  bulksmsbd: 'https://bulksmsbd.net',
};

/**
 * The server's whole configuration, read from the environment ONCE at start and validated.
 * A bad value stops the start with a message naming the variable.
 */

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v), 'must be a postgres:// connection URL');

export const schemaName = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier');

const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((o) => /^https?:\/\/[^/\s]+$/.test(o), {
        message: 'each origin must look like https://shop.example.com (no path)',
      }),
    ),
  );

/** A courier's address: http(s), no query, no trailing slash. */
const courierUrl = z
  .string()
  .transform((v) => v.replace(/\/+$/, ''))
  .pipe(
    z.string().refine((v) => /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(v), {
      message: 'must be the courier’s address like https://api-hermes.pathao.com',
    }),
  );
/** A credential: never logged, never returned (modules/couriers). */
const courierSecret = (what: string) => z.string().min(4, `must be ${what}`).max(500);

/** Every variable the server reads; `.env.example` lists exactly these (a test checks). */
export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  HOST: optional(z.string().min(1)),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_SCHEMA: optional(schemaName),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  JWT_TTL: optional(z.string().regex(/^\d+[smhd]$/, 'must look like 15m, 8h or 7d')),
  OWNER_EMAIL: optional(z.email()),
  MAIL_FROM: optional(z.email()),
  SMTP_URL: optional(
    z.string().refine((v) => /^smtps?:\/\/[^\s]+$/.test(v), 'must be an smtp:// or smtps:// URL'),
  ),
  UPLOAD_DIR: optional(z.string().min(1)),
  SEED: optional(z.enum(['demo', 'none'])),
  STOREFRONT_REMOTE_URL: optional(z.string().min(1)),
  BACKOFFICE_REMOTE_URL: optional(z.string().min(1)),
  CORS_ORIGINS: optional(originList),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  READ_CACHE_MS: optional(z.coerce.number().int().min(0).max(600_000)),
  STAFF_SESSION_CACHE_MS: optional(z.coerce.number().int().min(0).max(600_000)),
  RELEASE_CANARY_MAX_FAILURE_RATE: optional(z.coerce.number().gt(0).max(1)),
  RELEASE_CANARY_MIN_FAILURES: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RELEASE_S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name like poshak-releases'),
  ),
  RELEASE_S3_ENDPOINT: optional(
    z
      .string()
      .transform((v) => v.replace(/\/+$/, ''))
      .pipe(
        z.string().refine((v) => /^https?:\/\/[^/\s?#]+$/.test(v), {
          message: 'must be the S3 API’s address like https://<account>.r2.cloudflarestorage.com',
        }),
      ),
  ),
  RELEASE_S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region like us-east-1 or auto'),
  ),
  RELEASE_S3_PREFIX: optional(
    z
      .string()
      .regex(/^[\w.!*'()/-]*$/, 'must be a key prefix like poshak/ (letters, digits, / . _ -)')
      .transform((v) => (v === '' || v.endsWith('/') ? v : `${v}/`)),
  ),
  RELEASE_S3_ACCESS_KEY_ID: optional(
    z.string().min(4, 'must be the key id the store issued').max(200),
  ),
  RELEASE_S3_SECRET_ACCESS_KEY: optional(
    z.string().min(8, 'must be the secret the store issued with the key id').max(500),
  ),
  RELEASE_PUBLIC_URL: optional(
    z
      .string()
      .transform((v) => v.replace(/\/+$/, ''))
      .pipe(
        z.string().refine((v) => /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(v), {
          message:
            'must be the CDN’s address of the releases like https://cdn.example.com/releases',
        }),
      ),
  ),
  DATABASE_QUEUE_LIMIT: optional(z.coerce.number().int().min(0).max(100_000)),
  SERVER_PROCESSES: optional(z.coerce.number().int().min(1).max(64)),
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every(isAddressOrNetwork),
        'must be the proxies’ addresses or networks (10.0.0.5, 10.0.0.0/24), false, true or a number of proxies',
      ),
  ),
  PUBLIC_URL: optional(
    z
      .string()
      .transform((v) => v.replace(/\/+$/, ''))
      .pipe(
        z.string().refine((v) => /^https?:\/\/[^/\s?#]+$/.test(v), {
          message: 'must be the shop’s address like https://shop.example.com (no path)',
        }),
      ),
  ),
  SUPPORT_PHONE: optional(z.string().min(1).max(30)),
  ADVANCE_FEE: optional(z.enum(['on', 'off'])),
  BKASH_NUMBER: optional(
    z.string().regex(/^01[3-9]\d{8}$/, 'must be a mobile number like 01712345678'),
  ),
  NAGAD_NUMBER: optional(
    z.string().regex(/^01[3-9]\d{8}$/, 'must be a mobile number like 01712345678'),
  ),
  SHOP_NAME: optional(z.string().min(1).max(60)),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: optional(z.string().min(1)),
  REFUSAL_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)),
  PUBLIC_WRITE_LIMIT: optional(
    z
      .string()
      .regex(/^(off|\d{1,6}\/\d{1,4}[smh])$/, 'must look like 60/10m (requests per window) or off'),
  ),
  SMS_GATEWAY: optional(z.enum(SMS_GATEWAYS)),
  SMS_GATEWAY_URL: optional(
    z
      .string()
      .transform((v) => v.replace(/\/+$/, ''))
      .pipe(
        z.string().refine((v) => /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(v), {
          message: 'must be the gateway’s address like https://smsplus.sslwireless.com',
        }),
      ),
  ),
  SMS_API_KEY: optional(z.string().min(8, 'must be the gateway’s API token or key').max(200)),
  SMS_SENDER_ID: optional(
    z
      .string()
      .regex(
        /^[\w .-]{1,20}$/,
        'must be the sender ID the gateway approved (up to 20 letters or digits)',
      ),
  ),
  SMS_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(50)),
  SMS_WORKER: optional(z.enum(['on', 'off'])),
  COURIER_MODE: optional(z.enum(['sandbox', 'production'])),
  COURIER_WORKER: optional(z.enum(['on', 'off'])),
  COURIER_POLL_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  ),
  RISK_FRAUD_CHECK_CACHE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 60),
  ),
  RISK_FRAUD_CHECKS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(600)),
  PATHAO_URL: optional(courierUrl),
  PATHAO_CLIENT_ID: optional(courierSecret('the client ID from Pathao’s developer page')),
  PATHAO_CLIENT_SECRET: optional(courierSecret('the client secret from Pathao’s developer page')),
  PATHAO_USERNAME: optional(courierSecret('the e-mail of the Pathao merchant account')),
  PATHAO_PASSWORD: optional(courierSecret('the password of the Pathao merchant account')),
  PATHAO_STORE_ID: optional(z.coerce.number().int().min(1)),
  PATHAO_WEBHOOK_SECRET: optional(courierSecret('the webhook secret set on Pathao’s webhook page')),
  STEADFAST_URL: optional(courierUrl),
  STEADFAST_API_KEY: optional(courierSecret('the Api-Key Steadfast issued')),
  STEADFAST_SECRET_KEY: optional(courierSecret('the Secret-Key Steadfast issued')),
  STEADFAST_WEBHOOK_TOKEN: optional(
    courierSecret('the bearer token set on Steadfast’s webhook page'),
  ),
  REDX_URL: optional(courierUrl),
  REDX_ACCESS_TOKEN: optional(courierSecret('the API-ACCESS-TOKEN RedX issued')),
  REDX_PICKUP_STORE_ID: optional(z.coerce.number().int().min(1)),
  REDX_WEBHOOK_TOKEN: optional(courierSecret('the token in the callback URL given to RedX')),
});

const WINDOW_UNITS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const DURATION_SECONDS = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;

/** `15m`, `8h`, `7d` (already checked by the schema) → seconds. */
function parseDuration(value: string): number {
  const unit = value.slice(-1) as keyof typeof DURATION_SECONDS;
  return Number(value.slice(0, -1)) * DURATION_SECONDS[unit];
}

/** `10.0.0.5`, `10.0.0.0/24`, `fd00::/8`: an address, or a network with a prefix its family allows. */
function isAddressOrNetwork(text: string): boolean {
  const [address = '', prefix, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * What the start warns of about TRUST_PROXY. A number of proxies believes whoever reached the
 * instance to be the nearest of them: an instance reached directly (past nginx, or with its port
 * open by mistake) took a client-written X-Forwarded-For, and a shopper over a rate limit got 5
 * of 5 tracking lookups through with invented addresses. The shop then believes only private and
 * loopback peers as proxies (a public client is always itself), but the proxies' own addresses
 * say exactly who may speak for a client.
 */
export function trustProxyWarnings(trustProxy: Config['trustProxy']): string[] {
  if (trustProxy === true) {
    return [
      'TRUST_PROXY=true believes any X-Forwarded-For, so any client can choose the address ' +
        'rate limits count: give the proxies’ addresses instead (TRUST_PROXY=10.0.0.5)',
    ];
  }
  if (typeof trustProxy === 'number' && trustProxy > 0) {
    return [
      `TRUST_PROXY=${trustProxy} (a number of proxies) believes X-Forwarded-For from any private ` +
        'or loopback address: give the proxies’ addresses or network instead ' +
        '(TRUST_PROXY=10.0.0.5 for one nginx at 10.0.0.5)',
    ];
  }
  return [];
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** `60/10m` → at most 60 requests per 10 minutes; `off` → no limit. */
function parseLimit(value: string): { max: number; windowMs: number } | null {
  const match = /^(\d+)\/(\d+)([smh])$/.exec(value);
  if (!match) return null;
  const [, max, amount, unit] = match as unknown as [string, string, string, 's' | 'm' | 'h'];
  return { max: Number(max), windowMs: Number(amount) * WINDOW_UNITS[unit] };
}

/** Requests using the database at once before more are refused (DATABASE_QUEUE_LIMIT). */
export const DEFAULT_QUEUE_LIMIT = 256;

/**
 * Where the server's own files are (`server/`, the folder holding the migrations), from `src/`
 * (tsx, jest), `dist/` (the server's bundle) and `dist/cli/` (the commands') alike.
 */
function findServerRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta'))) return dir;
  }
  return path.resolve(from, '..');
}
const serverRoot = findServerRoot(__dirname);
const repoRoot = path.resolve(serverRoot, '..');
/** The workspace: `npm start` keeps its shop in `<workspace>/data` unless DATA_DIR says otherwise. */
export const WORKSPACE_DIR = repoRoot;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** A PostgreSQL server of one's own; undefined: the shop's embedded one in DATA_DIR/postgres. */
  databaseUrl: string | undefined;
  /** DATABASE_URL only: the schema the shop's tables live in (default: its search_path). */
  databaseSchema: string | undefined;
  /** Undefined: generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  /** Life of a staff session and of its access token. */
  jwtTtlSeconds: number;
  ownerEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  /**
   * Where a shop from before pictures moved into the database kept them as files: read once, when
   * that shop moves into its PostgreSQL (db/move-from-pglite).
   */
  uploadDir: string;
  outboxDir: string;
  seed: 'demo' | 'none';
  corsOrigins: string[];
  /**
   * `info` (default): the shop's own messages, requests that failed on the server and requests
   * slower than a second; `debug` or `trace`: every request too (see plugins/request-log).
   */
  logLevel: string;
  /**
   * How long a busy read's reply may be served from memory (0: never); see plugins/read-cache.
   * Every write through the API empties the cache at once, on every instance, so this only
   * bounds how long a change made behind the API's back (SQL by hand, a bulk load) goes unseen.
   */
  readCacheMs: number;
  /**
   * How long an instance believes a staff session it found live without asking the database
   * again (0: asks at every request); see modules/staff/session-owners. A logout, a role or password
   * change or a removed account ends the session at once on every instance all the same (the
   * database notifies them), so this only bounds how long a missed notification could matter.
   */
  staffSessionCacheMs: number;
  /**
   * A canary whose browsers fail this often (failed loads per page drawn naming it, 0–1) is rolled
   * back by itself, once it has at least `minFailures` (one failure of one page is not 100 %).
   */
  releaseCanary: { maxFailureRate: number; minFailures: number };
  /**
   * Where releases published from now on keep their files (docs/releasing.md): an S3-compatible
   * object store behind a CDN; null: the shop's database. Every instance and the release command
   * need the same settings.
   */
  releaseObjectStore: ReleaseObjectStore | null;
  /**
   * Processes of the production server sharing its port (node:cluster; undefined: one), on the
   * embedded PostgreSQL as on one's own.
   */
  serverProcesses: number | undefined;
  /**
   * How many API requests may use or wait for the database at once (0: no limit); more are
   * answered 503 at once instead of queueing (see plugins/load-shedding).
   */
  databaseQueueLimit: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits count by
   * it): none, the nearest N, those at these addresses, or (`true`) every one — in which case a
   * client can name any address unless the proxy overwrites the header.
   */
  trustProxy: boolean | number | string[];
  /**
   * The shop's public origin (`https://shop.example.com`) for the absolute links of link previews,
   * canonical links and the sitemap; undefined: each request's own (lib/public-origin).
   */
  publicUrl: string | undefined;
  /**
   * Anonymous writes (orders, the old storefront's customer record) per address and window;
   * null: unlimited (the test suites, unless a test asks).
   */
  publicWriteLimit: { max: number; windowMs: number } | null;
  /**
   * How long a request over a rate limit waits before its 429: a client that keeps asking
   * (a flood, a spray) is slowed to one refusal per connection per delay, costing the shop
   * neither time nor the flooder's turns. 0 in the test suites unless a test asks.
   */
  refusalDelayMs: number;
  /** Prometheus metrics on a port of their own (off when unset), bound to `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** scrypt cost of staff passwords: OWASP's, or a cheap one for the test suites. */
  passwordCost: ScryptCost;
  shop: { name: string; supportPhone: string };
  /**
   * The delivery fee paid in advance by bKash or Nagad, with the transaction ID staff check
   * (off: cash on delivery for everything); the merchant numbers shoppers send it to.
   */
  advanceFee: { on: boolean; bkash: string | null; nagad: string | null };
  /**
   * Text messages to shoppers (modules/sms): through a gateway, or, without one, written to
   * `outboxDir` as mail is. `worker` off: this instance queues messages but leaves the sending
   * to the instances where it is on (the test suites drive their own).
   */
  sms: {
    gateway: { name: SmsGatewayName; url: string; apiKey: string; senderId: string } | null;
    maxAttempts: number;
    worker: boolean;
  };
  /**
   * Couriers (modules/couriers): each one whose credentials are set, at its sandbox or live
   * address. `worker` off: this instance books and stores webhooks, others send and work them.
   */
  couriers: CourierSettings;
  /**
   * Fake orders (modules/risk): how long a courier's fraud check of a number is kept, and how
   * many checks this instance asks a courier for in a minute (beyond: the check is skipped).
   */
  risk: { fraudCheckCacheMs: number; fraudChecksPerMinute: number };
  /** Built browser apps and where the shell finds the remotes. */
  apps: {
    shellDir: string;
    storefrontDir: string;
    backofficeDir: string;
    storefrontEntry: string;
    backofficeEntry: string;
  };
  migrationsDir: string;
}

/** An S3-compatible bucket holding the releases, and the CDN browsers load them from. */
export interface ReleaseObjectStore {
  /** The S3 API's address; undefined: AWS's for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Before every key: `''` or ending with `/`. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers find `<prefix>public/` of the bucket (no trailing slash). */
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = z.infer<typeof envSchema>;

export interface PathaoSettings {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  webhookSecret: string | null;
}
export interface SteadfastSettings {
  url: string;
  apiKey: string;
  secretKey: string;
  webhookToken: string | null;
}
export interface RedxSettings {
  url: string;
  accessToken: string;
  pickupStoreId: number | null;
  webhookToken: string | null;
}
export interface CourierSettings {
  mode: 'sandbox' | 'production';
  worker: boolean;
  pollMs: number;
  pathao: PathaoSettings | null;
  steadfast: SteadfastSettings | null;
  redx: RedxSettings | null;
}

/**
 * A courier is on when any of its variables is set, and then needs all of its credentials: a
 * shop that set a key and forgot another would learn it from a refused booking, not at start.
 */
function courierSettings(e: Environment): CourierSettings {
  const mode = e.COURIER_MODE ?? 'sandbox';
  const problems: string[] = [];
  const needs = <K extends keyof Environment>(courier: string, names: readonly K[]) => {
    const set = names.filter((name) => e[name] !== undefined);
    if (set.length === 0) return false;
    for (const name of names) {
      if (e[name] === undefined) {
        problems.push(
          `${String(name)}: ${set.map(String).join(', ')} set for ${courier}, which also needs ${String(name)}`,
        );
      }
    }
    return true;
  };
  const urlOf = (courier: CourierName, given: string | undefined, variable: string) => {
    if (given) return given;
    const published = COURIER_URLS[courier][mode];
    if (published) return published;
    problems.push(
      `${variable}: ${courier} publishes no sandbox: set ${variable} (a test service) or COURIER_MODE=production`,
    );
    return '';
  };
  const pathaoOn = needs('Pathao', [
    'PATHAO_CLIENT_ID',
    'PATHAO_CLIENT_SECRET',
    'PATHAO_USERNAME',
    'PATHAO_PASSWORD',
    'PATHAO_STORE_ID',
  ] as const);
  const steadfastOn = needs('Steadfast', ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'] as const);
  const redxOn = needs('RedX', ['REDX_ACCESS_TOKEN'] as const);
  const settings: CourierSettings = {
    mode,
    worker: (e.COURIER_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    pollMs: (e.COURIER_POLL_MINUTES ?? 30) * 60_000,
    pathao: pathaoOn
      ? {
          url: urlOf('pathao', e.PATHAO_URL, 'PATHAO_URL'),
          clientId: e.PATHAO_CLIENT_ID ?? '',
          clientSecret: e.PATHAO_CLIENT_SECRET ?? '',
          username: e.PATHAO_USERNAME ?? '',
          password: e.PATHAO_PASSWORD ?? '',
          storeId: e.PATHAO_STORE_ID ?? 0,
          webhookSecret: e.PATHAO_WEBHOOK_SECRET ?? null,
        }
      : null,
    steadfast: steadfastOn
      ? {
          url: urlOf('steadfast', e.STEADFAST_URL, 'STEADFAST_URL'),
          apiKey: e.STEADFAST_API_KEY ?? '',
          secretKey: e.STEADFAST_SECRET_KEY ?? '',
          webhookToken: e.STEADFAST_WEBHOOK_TOKEN ?? null,
        }
      : null,
    redx: redxOn
      ? {
          url: urlOf('redx', e.REDX_URL, 'REDX_URL'),
          accessToken: e.REDX_ACCESS_TOKEN ?? '',
          pickupStoreId: e.REDX_PICKUP_STORE_ID ?? null,
          webhookToken: e.REDX_WEBHOOK_TOKEN ?? null,
        }
      : null,
  };
  const stray = (
    [
      ['PATHAO_URL', pathaoOn],
      ['PATHAO_WEBHOOK_SECRET', pathaoOn],
      ['STEADFAST_URL', steadfastOn],
      ['STEADFAST_WEBHOOK_TOKEN', steadfastOn],
      ['REDX_URL', redxOn],
      ['REDX_PICKUP_STORE_ID', redxOn],
      ['REDX_WEBHOOK_TOKEN', redxOn],
    ] as const
  ).filter(([name, on]) => !on && e[name] !== undefined);
  for (const [name] of stray) {
    problems.push(
      `${name}: set, but its courier has no credentials: set them or leave ${name} empty`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

/**
 * The gateway needs all of its settings, and settings without a gateway are a mistake too: a
 * shop that set a key and forgot SMS_GATEWAY would write its messages to the outbox unnoticed.
 */
function smsSettings(e: Environment): Config['sms'] {
  const worker = (e.SMS_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  const maxAttempts = e.SMS_MAX_ATTEMPTS ?? 8;
  if (!e.SMS_GATEWAY) {
    const stray = (['SMS_GATEWAY_URL', 'SMS_API_KEY', 'SMS_SENDER_ID'] as const).find(
      (name) => e[name] !== undefined,
    );
    if (stray) {
      throw new ConfigError([
        `SMS_GATEWAY: ${stray} is set but no gateway is chosen: set SMS_GATEWAY to ` +
          `${SMS_GATEWAYS.join(' or ')}, or leave ${stray} empty to write messages to the outbox`,
      ]);
    }
    return { gateway: null, maxAttempts, worker };
  }
  const missing = (['SMS_API_KEY', 'SMS_SENDER_ID'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name}: SMS_GATEWAY=${e.SMS_GATEWAY} needs ${name} from the gateway`),
    );
  }
  if (!e.PUBLIC_URL) {
    throw new ConfigError([
      'PUBLIC_URL: SMS_GATEWAY is set, and the messages link to the shop’s tracking page: set ' +
        'PUBLIC_URL to the address shoppers reach the shop at (https://shop.example.com)',
    ]);
  }
  return {
    gateway: {
      name: e.SMS_GATEWAY,
      url: e.SMS_GATEWAY_URL ?? SMS_GATEWAY_URLS[e.SMS_GATEWAY],
      apiKey: e.SMS_API_KEY ?? '',
      senderId: e.SMS_SENDER_ID ?? '',
    },
    maxAttempts,
    worker,
  };
}

const RELEASE_S3_SETTINGS = [
  'RELEASE_S3_ENDPOINT',
  'RELEASE_S3_REGION',
  'RELEASE_S3_PREFIX',
  'RELEASE_S3_ACCESS_KEY_ID',
  'RELEASE_S3_SECRET_ACCESS_KEY',
  'RELEASE_PUBLIC_URL',
] as const;

/**
 * The object store is on when its bucket is named, and then needs its key and the public URL;
 * its settings without a bucket are a mistake too (releases would go on into the database).
 */
function releaseObjectStore(e: Environment): ReleaseObjectStore | null {
  if (!e.RELEASE_S3_BUCKET) {
    const stray = RELEASE_S3_SETTINGS.filter((name) => e[name] !== undefined);
    if (stray.length === 0) return null;
    throw new ConfigError(
      stray.map(
        (name) =>
          `${name}: set, but RELEASE_S3_BUCKET is not: name the bucket to keep releases in an object store, or leave ${name} empty`,
      ),
    );
  }
  const missing = (
    ['RELEASE_S3_ACCESS_KEY_ID', 'RELEASE_S3_SECRET_ACCESS_KEY', 'RELEASE_PUBLIC_URL'] as const
  ).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (name) => `${name}: RELEASE_S3_BUCKET is set, and the object store needs ${name}`,
      ),
    );
  }
  return {
    endpoint: e.RELEASE_S3_ENDPOINT,
    region: e.RELEASE_S3_REGION ?? 'us-east-1',
    bucket: e.RELEASE_S3_BUCKET,
    prefix: e.RELEASE_S3_PREFIX ?? '',
    accessKeyId: e.RELEASE_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.RELEASE_S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: e.RELEASE_PUBLIC_URL ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if (e.ADVANCE_FEE === 'on' && !e.BKASH_NUMBER && !e.NAGAD_NUMBER) {
    throw new ConfigError([
      'ADVANCE_FEE: on needs a number to be paid on: set BKASH_NUMBER or NAGAD_NUMBER (or both)',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  return {
    sms: smsSettings(e),
    couriers: courierSettings(e),
    risk: {
      fraudCheckCacheMs: (e.RISK_FRAUD_CHECK_CACHE_MINUTES ?? 24 * 60) * 60_000,
      fraudChecksPerMinute: e.RISK_FRAUD_CHECKS_PER_MINUTE ?? 30,
    },
    env: e.NODE_ENV ?? 'production',
    host: e.HOST ?? '0.0.0.0',
    port: e.PORT ?? 4444,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: parseDuration(e.JWT_TTL ?? '8h'),
    ownerEmail: e.OWNER_EMAIL ?? 'owner@poshak.local',
    mailFrom: e.MAIL_FROM ?? 'no-reply@poshak.local',
    smtpUrl: e.SMTP_URL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.join(dataDir, 'outbox'),
    seed: e.SEED ?? 'demo',
    corsOrigins: e.CORS_ORIGINS ?? [],
    logLevel: e.LOG_LEVEL ?? 'info',
    // Tests read what they just wrote straight from the database: no cache unless they ask.
    // A minute: 10 s made 200 busy product pages expire and rebuild together every 10 s under
    // load, for freshness the writes through the API already give; a minute still shows a
    // hand-made change soon.
    readCacheMs: e.READ_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    // Tests change sessions and accounts by hand and look at once, as with the read cache: kept
    // in memory only when they ask. A minute: a signed-in member's requests ask the database
    // about their session once a minute instead of each time.
    staffSessionCacheMs: e.STAFF_SESSION_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    // 5 % of pages failing is far above a sound release's few blocked or dropped scripts; 20
    // failures keep a quiet hour's handful of shoppers from deciding alone.
    releaseCanary: {
      maxFailureRate: e.RELEASE_CANARY_MAX_FAILURE_RATE ?? 0.05,
      minFailures: e.RELEASE_CANARY_MIN_FAILURES ?? 20,
    },
    releaseObjectStore: releaseObjectStore(e),
    serverProcesses: e.SERVER_PROCESSES,
    // PostgreSQL held 200 connections with the pool's own queue: the bound only stops a flood far
    // past that. Tests fire hundreds of requests at once on purpose: no limit unless they ask.
    databaseQueueLimit: e.DATABASE_QUEUE_LIMIT ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_QUEUE_LIMIT),
    trustProxy: parseTrustProxy(e.TRUST_PROXY ?? 'false'),
    publicUrl: e.PUBLIC_URL,
    // Sixty orders in ten minutes from one address: a busy household or office, and the many
    // shoppers behind one mobile operator's shared address, stay well under it.
    refusalDelayMs: e.REFUSAL_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    publicWriteLimit: parseLimit(
      e.PUBLIC_WRITE_LIMIT ?? (e.NODE_ENV === 'test' ? 'off' : '60/10m'),
    ),
    passwordCost: e.NODE_ENV === 'test' ? TEST_SCRYPT : OWASP_SCRYPT,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST ?? '127.0.0.1',
    shop: {
      name: e.SHOP_NAME ?? 'Poshak',
      supportPhone: e.SUPPORT_PHONE ?? '+8801700000000',
    },
    // In force once the shop has a number to be paid on: a shop without one sells cash on
    // delivery (as does ADVANCE_FEE=off, whatever the numbers).
    advanceFee: {
      on: e.ADVANCE_FEE !== 'off' && Boolean(e.BKASH_NUMBER ?? e.NAGAD_NUMBER),
      bkash: e.BKASH_NUMBER ?? null,
      nagad: e.NAGAD_NUMBER ?? null,
    },
    apps: {
      shellDir: path.join(repoRoot, 'shell', 'dist'),
      storefrontDir: path.join(repoRoot, 'storefront-mfe', 'dist'),
      backofficeDir: path.join(repoRoot, 'backoffice-mfe', 'dist'),
      storefrontEntry: e.STOREFRONT_REMOTE_URL ?? '/remotes/storefront/mf-manifest.json',
      backofficeEntry: e.BACKOFFICE_REMOTE_URL ?? '/remotes/backoffice/mf-manifest.json',
    },
    migrationsDir: path.join(serverRoot, 'drizzle'),
  };
}
