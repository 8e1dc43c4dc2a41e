import {
  fakeApi as fakeHttp,
  FakeReply,
  networkDown,
  reply,
  type FakeRequest,
} from '@poshak/shared-api/testing/fake-api';

export { networkDown, reply, type FakeRequest };

/** A reply as the storefront's tests write it, or no reply at all (the server unreachable). */
type Reply = [status: number, body: unknown] | 'network-error' | FakeReply;
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * The shop's one HTTP test double (`@poshak/shared-api/testing/fake-api`), with the storefront
 * tests' way of writing replies: `[status, body]` or `'network-error'` (a `reply(…)` works too).
 * `requests` is every call made, in order.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const api = fakeHttp(
    Object.fromEntries(
      Object.entries(routes).map(([route, handler]) => [
        route,
        async (request: FakeRequest) => {
          const answer = await handler(request);
          if (answer instanceof FakeReply) return answer;
          return answer === 'network-error' ? networkDown() : reply(...answer);
        },
      ]),
    ),
  );
  return { ...api, requests: api.calls };
}
