import { useEffect } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from '@poshak/shared-api';

/** The signed-in staff member, re-rendering when they sign in or out (also from another app). */
export function useSessionUser() {
  return useStore(sessionStore, (s) => s.user);
}

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
 * by the API client, which signs out on any 401.)
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
