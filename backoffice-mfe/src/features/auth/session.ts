import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { authApi, sessionStore } from '@poshak/shared-api';
import { useSessionUser } from '../../lib/use-session-user';

/** When the access token stops being valid (ms since epoch), read from its `exp` claim; null if unknown. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session when its token expires, so a staff member who leaves the tab open is sent to
 * sign-in with a message instead of meeting a failed save. (The server refusing a token is handled
 * by the API client, which signs out on any 401; the sign-in page tells the two apart.)
 */
export function useSignOutWhenTokenExpires() {
  const token = useSessionUser()?.accessToken;
  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    const signOut = () => sessionStore.getState().signOut('expired');
    const left = expiresAt - Date.now();
    if (left <= 0) {
      signOut();
      return;
    }
    // setTimeout holds at most ~24.8 days; a longer token is checked again on the next visit.
    const timer = setTimeout(signOut, Math.min(left, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [token]);
}

/** How the last session ended (read from the token it ended with), as the sign-in page words it. */
export type SessionEnd = 'expired' | 'endedOnServer';

// The shared store only says a session ended by itself ('expired'): whether its time ran out or the
// server ended it early (a Logout elsewhere, a password or role change) is this app's own detail.
const sessionEndStore = createStore<{ how: SessionEnd | null }>()(() => ({ how: null }));

/** A token this close to its expiry counts as expired: browser and server clocks differ a little. */
const EXPIRY_MARGIN_MS = 60_000;

// Subscribed when this module loads, before any screen mounts: a screen's first effect may already
// end a session (a token that expired while the tab was closed), and every ending must be seen.
sessionStore.subscribe((state, previous) => {
  const token = previous.user?.accessToken;
  if (!token || state.user) return;
  const expiresAt = tokenExpiresAt(token);
  const expired = expiresAt === null || expiresAt - Date.now() <= EXPIRY_MARGIN_MS;
  sessionEndStore.setState({ how: expired ? 'expired' : 'endedOnServer' });
});

export function useHowSessionEnded(): SessionEnd | null {
  return useStore(sessionEndStore, (s) => s.how);
}

/** How long Logout waits for the server before forgetting the session here anyway. */
export const LOGOUT_WAIT_MS = 5_000;

/**
 * Logout: the server ends the session (its token is refused from then on), then it is forgotten
 * here. A refusal (the token was already dead), a network failure or a server that does not answer
 * in time never keeps the person signed in on this device. `leave` runs just before the session is
 * forgotten, so the page can move to sign-in in the same render.
 */
export async function logOut(leave: () => void, waitMs = LOGOUT_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([authApi.logout(), givenUp]);
  } catch {
    // Refused or unreachable: ending the session on this device is what the person asked for.
  } finally {
    clearTimeout(timer);
    leave();
    // A plain sign-out: also clears the "session ended" notice if the refusal above had set it.
    sessionStore.getState().signOut();
  }
}
