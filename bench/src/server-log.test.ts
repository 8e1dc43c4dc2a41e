import { addressClass, summariseServerLog } from './server-log';

const line = (entry: Record<string, unknown>) => JSON.stringify({ time: 1, pid: 7, ...entry });

describe("the server log's summary", () => {
  it('counts warnings and failures by message, slow requests and server errors by address', () => {
    const text = [
      line({ level: 30, msg: 'Poshak is ready on http://localhost:5005' }),
      line({
        level: 40,
        msg: 'slow request',
        req: { method: 'GET', url: '/productdetails/118' },
        res: { statusCode: 200 },
        responseTime: 1_300,
      }),
      line({
        level: 40,
        msg: 'slow request',
        req: { method: 'GET', url: '/productdetails/7?lang=bn' },
        res: { statusCode: 200 },
      }),
      line({
        level: 50,
        msg: 'request completed with a server error',
        req: { method: 'POST', url: '/api/orders' },
        res: { statusCode: 500 },
      }),
      line({ level: 40, msg: 'postgres: WARNING:  could not flush dirty data' }),
      line({ level: 40, msg: 'page not drawn on the server', err: { message: 'timed out' } }),
      'TypeError: a stack line that is no JSON',
      '',
    ].join('\n');
    expect(summariseServerLog(text)).toEqual({
      messages: [
        { level: 'warn', msg: 'slow request', count: 2 },
        { level: 'error', msg: 'request completed with a server error', count: 1 },
        { level: 'warn', msg: 'postgres: WARNING:  could not flush dirty data', count: 1 },
        { level: 'warn', msg: 'page not drawn on the server: timed out', count: 1 },
        { level: 'error', msg: 'TypeError: a stack line that is no JSON', count: 1 },
      ],
      slowRequests: { '/productdetails/:id': 2 },
      serverErrors: { '/api/orders': 1 },
    });
  });

  it('names a class of addresses without its numbers and query', () => {
    expect(addressClass('/api/storefront/products/12?x=1')).toBe('/api/storefront/products/:id');
    expect(addressClass('/api/storefront/products?page=2')).toBe('/api/storefront/products');
    expect(addressClass('/api/backoffice/orders/2026001/payment')).toBe(
      '/api/backoffice/orders/:id/payment',
    );
  });
});
