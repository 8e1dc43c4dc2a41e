import { ConfigError, loadConfig } from '../../../src/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('SMS configuration', () => {
  const gateway = {
    SMS_GATEWAY: 'sslwireless',
    SMS_API_KEY: 'ssl-token-0001',
    SMS_SENDER_ID: 'POSHAK',
    PUBLIC_URL: 'https://shop.example',
  };

  it('writes to the outbox without a gateway, and runs the worker outside the test suites', () => {
    expect(loadConfig({}).sms).toEqual({ gateway: null, maxAttempts: 8, worker: true });
    expect(loadConfig({ NODE_ENV: 'test' }).sms.worker).toBe(false);
    expect(loadConfig({ SMS_WORKER: 'off', SMS_MAX_ATTEMPTS: '3' }).sms).toMatchObject({
      worker: false,
      maxAttempts: 3,
    });
  });

  it('takes a gateway with its credentials, at its published address unless SMS_GATEWAY_URL names another', () => {
    expect(loadConfig(gateway).sms.gateway).toEqual({
      name: 'sslwireless',
      url: 'https://smsplus.sslwireless.com',
      apiKey: 'ssl-token-0001',
      senderId: 'POSHAK',
    });
    expect(
      loadConfig({
        ...gateway,
        SMS_GATEWAY: 'bulksmsbd',
        SMS_GATEWAY_URL: 'http://127.0.0.1:5650/',
      }).sms.gateway,
    ).toMatchObject({ name: 'bulksmsbd', url: 'http://127.0.0.1:5650' });
    expect(loadConfig({ ...gateway, SMS_GATEWAY: 'bulksmsbd' }).sms.gateway?.url).toBe(
      'https://bulksmsbd.net',
    );
  });

  it('stops the start naming the variable that is wrong or missing', () => {
    expect(problemsOf({ ...gateway, SMS_GATEWAY: 'twilio' })).toEqual([
      expect.stringMatching(/^SMS_GATEWAY: /),
    ]);
    expect(problemsOf({ ...gateway, SMS_GATEWAY_URL: 'smsplus.sslwireless.com' })).toEqual([
      expect.stringMatching(/^SMS_GATEWAY_URL: must be the gateway’s address/),
    ]);
    expect(problemsOf({ ...gateway, SMS_API_KEY: '' })).toEqual([
      'SMS_API_KEY: SMS_GATEWAY=sslwireless needs SMS_API_KEY from the gateway',
    ]);
    expect(problemsOf({ ...gateway, SMS_API_KEY: '', SMS_SENDER_ID: '' })).toHaveLength(2);
    expect(problemsOf({ ...gateway, SMS_SENDER_ID: 'has;semicolon' })).toEqual([
      expect.stringMatching(/^SMS_SENDER_ID: /),
    ]);
    expect(problemsOf({ ...gateway, PUBLIC_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: SMS_GATEWAY is set, and the messages link/),
    ]);
    expect(problemsOf({ SMS_API_KEY: 'ssl-token-0001' })).toEqual([
      expect.stringMatching(/^SMS_GATEWAY: SMS_API_KEY is set but no gateway is chosen/),
    ]);
    expect(problemsOf({ SMS_MAX_ATTEMPTS: '0' })).toEqual([
      expect.stringMatching(/^SMS_MAX_ATTEMPTS: /),
    ]);
    expect(problemsOf({ SMS_WORKER: 'maybe' })).toEqual([expect.stringMatching(/^SMS_WORKER: /)]);
  });
});
