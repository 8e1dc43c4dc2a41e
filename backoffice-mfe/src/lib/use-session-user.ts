import { useStore } from 'zustand';
import { sessionStore } from '@poshak/shared-api';

/** The signed-in staff member, re-rendering when they sign in or out (also from another app). */
export function useSessionUser() {
  return useStore(sessionStore, (s) => s.user);
}
