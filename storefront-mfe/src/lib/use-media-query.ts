import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window resizes. Read during render,
 * so the first paint already has the right answer (react-slick's own `responsive` setting only
 * reacts to later changes and starts with the base setting).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
