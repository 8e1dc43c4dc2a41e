import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the reader asked their device for less motion (WCAG 2.3.3). The server draws pages
 * with motion, as most readers have it; the browser follows the device once it takes over.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** The theme without antd's motion: drawers, menus and messages appear and go at once. */
export const withoutMotion = (theme: ThemeConfig): ThemeConfig => ({
  ...theme,
  token: { ...theme.token, motion: false },
});
