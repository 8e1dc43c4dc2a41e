import { createStore } from 'zustand/vanilla';
import type { Role, SigninReply } from './schemas/auth';

/** The signed-in staff member, shared by every app through the shell's singleton of this package. */
export interface SessionState {
  user: SigninReply | null;
  /** Why the last session ended without a Logout (token expired or refused), for the sign-in page. */
  endedBecause: 'expired' | null;
  signIn: (user: SigninReply) => void;
  signOut: (reason?: 'expired') => void;
}

const STORAGE_KEY = 'poshak.session';
/** The spec keeps the signed-in username in localStorage under this key. */
export const USERNAME_KEY = 'username';

function readStoredUser(): SigninReply | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SigninReply) : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()((set) => ({
  user: readStoredUser(),
  endedBecause: null,
  signIn: (user) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(USERNAME_KEY, user.username);
    set({ user, endedBecause: null });
  },
  signOut: (reason) => {
    localStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(USERNAME_KEY);
    set({ user: null, endedBecause: reason ?? null });
  },
}));

export function hasRole(user: SigninReply | null, ...roles: Role[]): boolean {
  return !!user && user.roles.some((r) => (roles as string[]).includes(r));
}
