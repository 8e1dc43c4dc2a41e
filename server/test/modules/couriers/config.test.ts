import { ConfigError, loadConfig } from '../../../src/config';

const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123', NODE_ENV: 'test' };
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('courier configuration', () => {
  it('has no courier without credentials, and starts in sandbox mode with the worker off in tests', () => {
    expect(loadConfig(base).couriers).toEqual({
      mode: 'sandbox',
      worker: false,
      pollMs: 30 * 60_000,
      pathao: null,
      steadfast: null,
      redx: null,
    });
  });

  it('uses each courier’s published sandbox or live address', () => {
    const pathao = {
      PATHAO_CLIENT_ID: 'client',
      PATHAO_CLIENT_SECRET: 'secret',
      PATHAO_USERNAME: 'shop@example.com',
      PATHAO_PASSWORD: 'password',
      PATHAO_STORE_ID: '130820',
    };
    const redx = { REDX_ACCESS_TOKEN: 'token-1' };
    expect(loadConfig({ ...base, ...pathao, ...redx }).couriers).toMatchObject({
      pathao: {
        url: 'https://courier-api-sandbox.pathao.com',
        storeId: 130820,
        webhookSecret: null,
      },
      redx: { url: 'https://sandbox.redx.com.bd/v1.0.0-beta', pickupStoreId: null },
    });
    const live = loadConfig({
      ...base,
      ...pathao,
      ...redx,
      STEADFAST_API_KEY: 'key-1',
      STEADFAST_SECRET_KEY: 'secret-1',
      COURIER_MODE: 'production',
    }).couriers;
    expect([live.pathao?.url, live.steadfast?.url, live.redx?.url]).toEqual([
      'https://api-hermes.pathao.com',
      'https://portal.packzy.com/api/v1',
      'https://openapi.redx.com.bd/v1.0.0-beta',
    ]);
  });

  it('names each missing or stray variable, and refuses Steadfast in sandbox mode without an address', () => {
    expect(problemsOf({ PATHAO_CLIENT_ID: 'client', PATHAO_PASSWORD: 'password' })).toEqual([
      'PATHAO_CLIENT_SECRET: PATHAO_CLIENT_ID, PATHAO_PASSWORD set for Pathao, which also needs PATHAO_CLIENT_SECRET',
      'PATHAO_USERNAME: PATHAO_CLIENT_ID, PATHAO_PASSWORD set for Pathao, which also needs PATHAO_USERNAME',
      'PATHAO_STORE_ID: PATHAO_CLIENT_ID, PATHAO_PASSWORD set for Pathao, which also needs PATHAO_STORE_ID',
    ]);
    expect(problemsOf({ STEADFAST_API_KEY: 'key-1', STEADFAST_SECRET_KEY: 'secret-1' })).toEqual([
      'STEADFAST_URL: steadfast publishes no sandbox: set STEADFAST_URL (a test service) or COURIER_MODE=production',
    ]);
    expect(problemsOf({ REDX_WEBHOOK_TOKEN: 'token-2' })).toEqual([
      'REDX_WEBHOOK_TOKEN: set, but its courier has no credentials: set them or leave REDX_WEBHOOK_TOKEN empty',
    ]);
    expect(problemsOf({ COURIER_MODE: 'live' })[0]).toMatch(/^COURIER_MODE: /);
    expect(problemsOf({ REDX_ACCESS_TOKEN: 'token-1', REDX_URL: 'ftp://redx' })[0]).toMatch(
      /^REDX_URL: must be the courier’s address/,
    );
  });
});
