import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Role } from '@poshak/shared-api/schemas';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { RouteAccess } from './access';
import { passwordHasher, type PasswordHasher } from '../lib/passwords';

/** Who a request comes from: the account as it is now, and the session the token names. */
export interface StaffToken {
  id: number;
  username: string;
  email: string;
  roles: Role[];
  /** The server-side session (staff_sessions) the token belongs to. */
  sid: string;
}

/** What a token carries; only its signature and `exp` are believed without asking the database. */
interface StaffClaims extends StaffToken {
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: StaffToken;
    user: StaffClaims;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for docs/roles.md and the access-matrix test. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in staff member, when a valid token came with the request. */
    staff: StaffToken | null;
  }
  interface FastifyInstance {
    /**
     * The staff member whose valid token came with the request, or null (no token, a bad one,
     * an expired one): never throws, for hooks that only need to know who asks.
     */
    identifyStaff(request: FastifyRequest): Promise<StaffToken | null>;
    /** Staff password hashing, one hash at a time (lib/passwords). */
    passwords: PasswordHasher;
    /** The key sign-up codes are hashed under (modules/staff/otps). */
    codeKey: Buffer;
    /** The key a staff browser's cookie is signed with (modules/releases: staff-only canaries). */
    staffMarkKey: Buffer;
  }
}

/** Routes registered by libraries under /api that carry no access of their own. */
const UNGUARDED_PREFIXES = ['/api/docs'];

const SIGNING_KEY = 'jwt_secret';

/**
 * The key staff tokens are signed with: JWT_SECRET when set, otherwise one generated once and
 * kept in the database, so every instance on it signs and checks with the same key and tokens
 * survive restarts. A key an older version kept in DATA_DIR/jwt-secret is adopted, so signed-in
 * staff stay signed in across the upgrade.
 */
export async function resolveSigningKey(
  db: Database,
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  let proposed = randomBytes(48).toString('base64url');
  try {
    const kept = readFileSync(path.join(config.dataDir, 'jwt-secret'), 'utf8').trim();
    if (kept.length >= 32) proposed = kept;
  } catch {
    // No key from before.
  }
  // The first instance's key wins; the others read it.
  await db.insert(appMeta).values({ key: SIGNING_KEY, value: proposed }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SIGNING_KEY));
  if (!row) throw new Error('the signing key could not be stored');
  return row.value;
}

function accessOf(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

/** Enough for every session of a shop's staff; past it the oldest is verified again. */
const MAX_VERIFIED_TOKENS = 5_000;

/**
 * The claims of tokens whose signature was checked, kept until the token's own `exp`, so a
 * signed-in member's next requests cost a map lookup instead of a signature check (it was about
 * a tenth of the server's time on a cached back-office page). Only tokens that verified are
 * kept, so a stranger cannot fill it; a token is never believed past its expiry. A good
 * signature says only who the token was given to: whether its session still lives is asked of
 * the staff sessions (modules/staff), which keep live ones in memory only as long as the
 * database's notifications can end them (modules/staff/session-owners).
 */
export class VerifiedTokens {
  private readonly known = new Map<string, { staff: StaffClaims; expiresAt: number }>();

  constructor(private readonly max = MAX_VERIFIED_TOKENS) {}

  get size(): number {
    return this.known.size;
  }

  get(token: string, now = Date.now()): StaffClaims | undefined {
    const known = this.known.get(token);
    if (!known) return undefined;
    if (now < known.expiresAt) return known.staff;
    this.known.delete(token);
    return undefined;
  }

  remember(token: string, staff: StaffClaims, now = Date.now()): void {
    const exp = staff.exp;
    // A token without an end is verified every time rather than believed forever.
    if (typeof exp !== 'number' || exp * 1000 <= now) return;
    if (this.known.size >= this.max) {
      for (const [key, value] of this.known) if (value.expiresAt <= now) this.known.delete(key);
    }
    while (this.known.size >= this.max) {
      const oldest = this.known.keys().next();
      if (oldest.done) break;
      this.known.delete(oldest.value);
    }
    this.known.set(token, { staff: Object.freeze(staff), expiresAt: exp * 1000 });
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

async function readClaims(request: FastifyRequest, verified: VerifiedTokens): Promise<StaffClaims> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized();
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized('Authorization header must be "Bearer <access token>"');
  const known = verified.get(token);
  if (known) return known;
  try {
    const claims = await request.jwtVerify<StaffClaims>();
    verified.remember(token, claims);
    return claims;
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
    throw unauthorized(expired ? SESSION_EXPIRED : 'The access token is not valid');
  }
}

export const SESSION_EXPIRED = 'Your session has expired: sign in again';
export const SESSION_ENDED = 'Your session has ended: sign in again';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

/**
 * Authentication (JWT) and authorisation (each route's declared roles), checked before the body
 * is read so a stranger cannot make the server parse an upload.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config }) {
    const signingKey = await resolveSigningKey(app.db, opts.config);
    await app.register(fastifyJwt, {
      secret: signingKey,
      sign: { expiresIn: opts.config.jwtTtlSeconds },
    });
    // Sign-up codes are hashed under a key of their own, derived from the same secret.
    app.decorate('codeKey', createHmac('sha256', signingKey).update('otp').digest());
    app.decorate('staffMarkKey', createHmac('sha256', signingKey).update('staff-mark').digest());

    app.decorate('routeTable', [] as RouteEntry[]);
    app.decorateRequest('staff', null);
    app.decorate('passwords', passwordHasher(opts.config.passwordCost));
    const verified = new VerifiedTokens();
    const sessions = app.repos.staffSessions;

    /** The token's owner as the account is now, while its session lives; otherwise 401. */
    const readToken = async (request: FastifyRequest): Promise<StaffToken> => {
      const claims = await readClaims(request, verified);
      // Tokens from before sessions existed name none: their holder signs in again.
      if (typeof claims.sid !== 'string' || typeof claims.id !== 'number') {
        throw unauthorized(SESSION_ENDED);
      }
      const owner = await sessions.owner(claims.sid, claims.id);
      if (!owner) throw unauthorized(SESSION_ENDED);
      return {
        id: owner.id,
        username: owner.username,
        email: owner.email,
        roles: [owner.role],
        sid: claims.sid,
      };
    };
    app.decorate('identifyStaff', (request: FastifyRequest) =>
      request.headers.authorization ? readToken(request).catch(() => null) : Promise.resolve(null),
    );

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (UNGUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
      }
      const methods = (Array.isArray(route.method) ? route.method : [route.method]) as
        HTTPMethods[] | string[];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeTable.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = accessOf(request);
      if (!access) return;
      if (access === 'public' || (access.publicWhenJson && isJson(request))) {
        // Public routes still learn who is calling when a valid token comes along.
        if (request.headers.authorization) {
          request.staff = await app.identifyStaff(request);
        }
        return;
      }
      const staff = await readToken(request);
      if (!staff.roles.some((role) => access.roles.includes(role))) {
        throw forbidden(
          `Your role (${staff.roles.join(', ')}) may not do this; allowed: ${access.roles.join(', ')}`,
        );
      }
      request.staff = staff;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
