import { useCallback, useEffect } from 'react';

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
 * Does what a tap on the element marked `data-early-tap={key}` asked for before the app had taken
 * that element over, as soon as it has. Returns the ref for the element: it marks the element
 * as the app's (`data-early-tap-adopted`), and from then on the early script leaves its taps to
 * React. Until then the early script keeps them, and stops them reaching React: React would
 * replay some of them itself once it adopts the element, and drop others (a tap between the app
 * starting and the element's part being adopted was lost), so no tap is done twice or not at all.
 */
export function useEarlyTap(key: string, act: () => void) {
  useEffect(() => {
    if (!takeEarlyTap(key)) return;
    for (const tapped of document.querySelectorAll(`[data-early-tap="${CSS.escape(key)}"]`)) {
      tapped.removeAttribute('aria-busy');
    }
    act();
    // Once, for the element's first appearance: `act` is whatever the render made of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCallback((element: HTMLElement | null) => {
    if (element) element.dataset.earlyTapAdopted = '';
  }, []);
}
