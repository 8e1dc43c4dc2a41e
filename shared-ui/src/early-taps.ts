import { useEffect } from 'react';

/**
 * Taps kept while the page the server drew waits for its app, each the `data-early-tap` key of
 * what was tapped: the shell's first script (shell/early/early-taps.js, plain JavaScript that can
 * import nothing) keeps them under this name on `window`.
 */
export const EARLY_TAPS = 'poshakEarlyTaps';

export type EarlyTapWindow = Window & { [EARLY_TAPS]?: string[] };

/** Whether `key` was tapped before the app was live; the tap is then the caller's, once. */
export function takeEarlyTap(key: string): boolean {
  if (typeof window === 'undefined') return false;
  const taps = (window as EarlyTapWindow)[EARLY_TAPS];
  const at = taps?.indexOf(key) ?? -1;
  if (!taps || at < 0) return false;
  taps.splice(at, 1);
  return true;
}

/**
 * Does what a tap on the element marked `data-early-tap={key}` asked for before the app was live,
 * as soon as the app has taken that element over.
 */
export function useEarlyTap(key: string, act: () => void) {
  useEffect(() => {
    if (!takeEarlyTap(key)) return;
    const tapped = document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(key)}"]`);
    tapped?.removeAttribute('aria-busy');
    act();
    // Once, for the element's first appearance: `act` is whatever the render made of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
