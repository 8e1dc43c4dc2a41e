import type { PathaoSettings } from '../../../config';
import type { CourierFailure } from './courier';
import {
  amountOf,
  callCourier,
  failureOfStatus,
  isFailure,
  unavailable,
  type CourierAnswer,
} from './http';

/** A token is renewed this long before Pathao says it expires: a call never leaves with a dying one. */
const TOKEN_MARGIN_MS = 5 * 60_000;

interface Token {
  access: string;
  refresh: string | null;
  expiresAt: number;
}

type Grant = 'password' | 'refresh_token';

/** The token Pathao issued in its answer, or why there is none. */
function tokenOf(answer: CourierAnswer, now: number): Token | CourierFailure {
  const reply = (answer.body ?? {}) as {
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
  };
  if (typeof reply.access_token !== 'string') return unavailable('Pathao issued no token');
  const seconds = amountOf(reply.expires_in) ?? 3600;
  return {
    access: reply.access_token,
    refresh: typeof reply.refresh_token === 'string' ? reply.refresh_token : null,
    expiresAt: now + seconds * 1000 - TOKEN_MARGIN_MS,
  };
}

/**
 * The shop's signed-in session at Pathao: an OAuth2 token from the client id and secret with the
 * merchant's e-mail and password (password grant), renewed with its refresh token, and the calls
 * made with it.
 */
export class PathaoSession {
  private token: Token | null = null;
  private issuing: Promise<Token | CourierFailure> | null = null;

  constructor(
    private readonly settings: PathaoSettings,
    private readonly now: () => number,
  ) {}

  private get api() {
    return `${this.settings.url}/aladdin/api/v1`;
  }

  /** The password grant itself, its token kept: a refresh token in hand would not prove the password. */
  async signIn(): Promise<CourierFailure | null> {
    const got = await this.issue('password');
    if (isFailure(got)) return got;
    this.token = got;
    return null;
  }

  /** A call with the token; a 401 (the token revoked early) gets one fresh token and one more try. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<CourierAnswer | CourierFailure> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const access = await this.accessToken(attempt > 0);
      if (typeof access !== 'string') return access;
      const answer = await callCourier('Pathao', `${this.api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${access}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (isFailure(answer) || answer.status !== 401 || attempt > 0) return answer;
    }
    throw new Error('unreachable: the loop returns on its second pass');
  }

  /** The token in hand, renewed when it ran out; one issue at a time for all the calls waiting. */
  private async accessToken(force: boolean): Promise<string | CourierFailure> {
    if (!force && this.token && this.token.expiresAt > this.now()) return this.token.access;
    this.issuing ??= this.issue(this.token?.refresh ? 'refresh_token' : 'password').finally(() => {
      this.issuing = null;
    });
    const got = await this.issuing;
    if (isFailure(got)) {
      this.token = null;
      return got;
    }
    this.token = got;
    return got.access;
  }

  private async issue(grant: Grant): Promise<Token | CourierFailure> {
    const { settings } = this;
    const body =
      grant === 'refresh_token' && this.token?.refresh
        ? { grant_type: 'refresh_token', refresh_token: this.token.refresh }
        : { grant_type: 'password', username: settings.username, password: settings.password };
    const answer = await callCourier('Pathao', `${this.api}/issue-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        ...body,
      }),
    });
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('Pathao', answer);
    if (!failed) return tokenOf(answer, this.now());
    // A refused refresh token is worth one password grant before giving up.
    if (grant === 'refresh_token' && failed.code !== 'courier_unavailable') {
      return this.issue('password');
    }
    // Pathao answers a wrong client or password with 400/401: either way the credentials.
    return failed.code === 'courier_rejected'
      ? { ...failed, code: 'courier_auth_failed', retry: true }
      : failed;
  }
}
