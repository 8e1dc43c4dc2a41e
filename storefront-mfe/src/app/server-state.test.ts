import { QueryClient } from '@tanstack/react-query';
import { adoptServerState, serverStateTag } from './server-state';

describe('adoptServerState', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts the data of a page the server drew a minute ago as read now: nothing is asked again while React adopts it', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T06:00:00Z') });
    const server = new QueryClient();
    server.setQueryData(['products', 'list'], { items: ['kept page'] });
    server.setQueryData(['config'], { shopName: 'Poshak' });
    document.body.innerHTML = serverStateTag(server);

    // The kept page reaches a browser 90 s later (staleTime 60 s).
    jest.setSystemTime(new Date('2026-11-24T06:01:30Z'));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    adoptServerState(browser);

    for (const key of [['products', 'list'], ['config']]) {
      const query = browser.getQueryCache().find({ queryKey: key });
      expect(query?.state.data).toBeDefined();
      expect(query?.state.dataUpdatedAt).toBe(Date.now());
      expect(query?.isStaleByTime(60_000)).toBe(false);
    }
    expect(browser.getQueryData(['products', 'list'])).toEqual({ items: ['kept page'] });
  });
});
