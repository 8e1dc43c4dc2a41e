import { sessionStore } from './session';

// A module of its own, apart from the one client (client.ts, which fetches axios): what asks with
// it before the app is here — the back-office's early script — carries nothing of axios.

/**
 * A GET with the browser's own fetch, before axios is here: for a first screen whose data should
 * be on its way while the rest of the page's code still is. Same base and token as the one client;
 * anything but a 200 (a refused token, a network failure) resolves undefined, and the page then
 * asks again through the one client, which knows what a refusal means.
 */
export async function firstGet<T>(
  url: string,
  params: Record<string, string | number | boolean | null | undefined> = {},
): Promise<T | undefined> {
  const token = sessionStore.getState().user?.accessToken;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString() ? `?${query}` : '';
  try {
    const reply = await fetch(`/api${url}${search}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return reply.ok ? ((await reply.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
