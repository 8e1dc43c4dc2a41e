import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import { SERVER_BUNDLE } from './helpers/processes';

const run = promisify(execFile);

describe('configuration', () => {
  it('has working defaults for a zero set-up start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4444,
      seed: 'demo',
      databaseUrl: undefined,
      jwtSecret: undefined,
      corsOrigins: [],
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(config.outboxDir).toBe(path.join(config.dataDir, 'outbox'));
  });

  it('reads every variable the project relies on', () => {
    const config = loadConfig({
      PORT: '4500',
      DATA_DIR: '/srv/poshak',
      DATABASE_URL: 'postgres://shop@db:5432/poshak',
      JWT_SECRET: 's'.repeat(40),
      OWNER_EMAIL: 'owner@shop.example',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      UPLOAD_DIR: '/srv/images',
      SEED: 'none',
      STOREFRONT_REMOTE_URL: 'https://cdn.example/sf/mf-manifest.json',
      BACKOFFICE_REMOTE_URL: 'https://cdn.example/bo/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 4500,
      dataDir: '/srv/poshak',
      databaseUrl: 'postgres://shop@db:5432/poshak',
      ownerEmail: 'owner@shop.example',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      uploadDir: '/srv/images',
      seed: 'none',
      corsOrigins: ['https://a.example', 'https://b.example'],
      apps: {
        storefrontEntry: 'https://cdn.example/sf/mf-manifest.json',
        backofficeEntry: 'https://cdn.example/bo/mf-manifest.json',
      },
    });
  });

  it('asks for the delivery fee in advance once a merchant number is set, unless ADVANCE_FEE=off', () => {
    expect(loadConfig({}).advanceFee).toEqual({ on: false, bkash: null, nagad: null });
    expect(loadConfig({ NAGAD_NUMBER: '01812345678' }).advanceFee).toEqual({
      on: true,
      bkash: null,
      nagad: '01812345678',
    });
    expect(loadConfig({ BKASH_NUMBER: '01712345678', ADVANCE_FEE: 'off' }).advanceFee.on).toBe(
      false,
    );
    expect(loadConfig({ BKASH_NUMBER: '01712345678', ADVANCE_FEE: 'on' }).advanceFee.on).toBe(true);
    // On, with nowhere to pay: a start that would refuse every order is refused itself.
    expect(() => loadConfig({ ADVANCE_FEE: 'on' })).toThrow(/ADVANCE_FEE: on needs a number/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/shop'],
    ['JWT_SECRET', 'short'],
    ['OWNER_EMAIL', 'not-an-email'],
    ['SMTP_URL', 'http://mail.example'],
    ['SEED', 'lots'],
    ['CORS_ORIGINS', 'https://ok.example,not a url'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('stops the server at start with the variable named and exit code 1', async () => {
    const failure = await run(process.execPath, [SERVER_BUNDLE], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/tmp/poshak-never' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('PORT:');
  });
});
