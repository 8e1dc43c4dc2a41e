import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is drawn on the server and while the browser adopts that drawing, true
 * from the first render after it. What only the browser knows (the cart in session storage)
 * waits for it, so the adopted page matches the drawn one and React never draws it again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
