import { ApiError } from '../api-error';
import { authApi } from '../resources/auth';
import { lookupsApi } from '../resources/lookups';
import { storefrontApi } from '../resources/storefront';
import { sessionStore } from '../session';
import { fakeApi, networkDown, reply } from './fake-api';

// Signing out clears the session from localStorage, which Node does not have.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  },
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStore.setState({ user: null, endedBecause: null });
});

const signedIn = {
  id: 7,
  username: 'admin1',
  email: 'admin@poshak.test',
  roles: ['admin' as const],
  accessToken: 'token-7',
};

describe('the HTTP test double', () => {
  it('answers a route with the handler’s value as a 200 and records the call', async () => {
    api = fakeApi({
      'GET /categorys/getAll': () => [{ id_category: 3, category_name: 'Saree' }],
    });
    await expect(lookupsApi.list('category')).resolves.toEqual([{ id: 3, name: 'Saree' }]);
    expect(api.callsTo('GET /categorys/getAll')).toEqual([
      {
        method: 'GET',
        url: '/categorys/getAll',
        params: {},
        body: undefined,
        authorization: undefined,
        aborted: expect.any(Function),
      },
    ]);
  });

  it('passes params, the parsed JSON body and the token the client’s interceptor sets', async () => {
    sessionStore.setState({ user: signedIn });
    api = fakeApi({
      'POST /brands/post': () => ({ id_brand: 1, brand_name: 'Aarong' }),
      'POST /auth/signin': () => signedIn,
    });
    await lookupsApi.create('brand', 'Aarong');
    await authApi.signin({ username: 'admin1', password: 'secret1' });
    expect(api.calls).toEqual([
      expect.objectContaining({
        params: { brand_name: 'Aarong' },
        authorization: 'Bearer token-7',
      }),
      expect.objectContaining({ body: { username: 'admin1', password: 'secret1' } }),
    ]);
  });

  it('turns an error reply into the ApiError a real server’s reply would give', async () => {
    api = fakeApi({
      'GET /categorys/getAll': () =>
        reply(409, { statusCode: 409, error: 'Conflict', message: 'category_name already exists' }),
      'GET /brands/getAll': () => reply(500, 'database unavailable'),
    });
    const conflict = lookupsApi.list('category');
    await expect(conflict).rejects.toBeInstanceOf(ApiError);
    await expect(conflict).rejects.toMatchObject({
      status: 409,
      message: 'category_name already exists',
      networkCode: 'ERR_BAD_REQUEST',
      refusal: undefined,
    });
    await expect(lookupsApi.list('brand')).rejects.toMatchObject({
      status: 500,
      message: 'database unavailable',
      networkCode: 'ERR_BAD_RESPONSE',
    });
  });

  it('carries the refusal code of the server’s reply, and no code it does not know', async () => {
    const refused = (code: string) => () =>
      reply(409, { statusCode: 409, error: 'Conflict', message: 'coupon_code: EID10', code });
    api = fakeApi({
      'POST /orders/quote': refused('coupon_used_up'),
      'GET /orders/track': refused('some_other_code'),
    });
    await expect(storefrontApi.quote({ lines: [] })).rejects.toMatchObject({
      status: 409,
      refusal: 'coupon_used_up',
    });
    await expect(storefrontApi.track(1, '01712345678')).rejects.toMatchObject({
      status: 409,
      refusal: undefined,
    });
  });

  it('carries the wait a refusal asks for, and none that is not a whole number of seconds', async () => {
    const tooMany = (wait: unknown) => () =>
      reply(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts: try again in 5 minutes',
        retry_after_seconds: wait,
      });
    api = fakeApi({
      'POST /auth/signin': tooMany(300),
      'POST /auth/logout': tooMany('300'),
    });
    await expect(authApi.signin({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 300,
    });
    await expect(authApi.logout()).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: undefined,
    });
  });

  it('reads the error body of a call answered as text as the JSON it is', async () => {
    api = fakeApi({
      'POST /auth/otp': () =>
        reply(
          429,
          JSON.stringify({
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many attempts: try again in 2 minutes',
            retry_after_seconds: 120,
          }),
        ),
      'POST /auth/signup': () => reply(400, 'email: is not a valid email address'),
    });
    await expect(authApi.requestOtp('a@b.test', 'seller')).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts: try again in 2 minutes',
      retryAfterSeconds: 120,
    });
    await expect(
      authApi.signup({
        username: 'karim',
        USERemail: 'a@b.test',
        OTP: '123456',
        password: 'secret-1',
        roles: ['seller'],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'email: is not a valid email address' });
  });

  it('fails a call whose reply breaks the shared schema it names', async () => {
    api = fakeApi({ 'GET /config': () => reply(200, { shop_name: 'Poshak' }) });
    await expect(storefrontApi.config()).rejects.toThrow(
      /^The reply to GET \/config breaks the shopConfig contract: /,
    );
  });

  it('a dead network is a network error with no status', async () => {
    api = fakeApi({ 'GET /sizes/getAll': networkDown });
    const error = await lookupsApi.list('size').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      networkCode: 'ERR_NETWORK',
      isNetworkError: true,
    });
  });

  it('a refused token ends the session, as the real client does on a 401', async () => {
    sessionStore.setState({ user: signedIn });
    api = fakeApi({ 'POST /auth/logout': () => reply(401, { message: 'token expired' }) });
    await expect(authApi.logout()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState()).toMatchObject({ user: null, endedBecause: 'expired' });
  });

  it('fails a call no route answers with a 501 that names it', async () => {
    api = fakeApi({});
    await expect(lookupsApi.list('color')).rejects.toMatchObject({
      status: 501,
      message: 'No fake for GET /colors/getAll',
    });
  });

  it('restore() gives the client its real transport back', async () => {
    const { http } = await import('../http');
    const real = http.defaults.adapter;
    api = fakeApi({});
    expect(http.defaults.adapter).not.toBe(real);
    api.restore();
    expect(http.defaults.adapter).toBe(real);
  });
});
