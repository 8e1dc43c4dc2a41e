import { useCallback, useRef, useState } from 'react';
import { useSpinDelay } from 'spin-delay';

/**
 * Wraps an async action so a second click while the first is still running does nothing
 * (the spec's "buttons ignore the repeated click of a double-click").
 *
 * The busy flag it returns is for spinners, so it only turns on for work that lasts. An instant
 * on-off flash (a refusal, a fast reply) would strand antd's button spinner in its exit motion (its
 * collapsed width never changes, so the motion never ends) and the button would read "loading Add"
 * from then on. It turns off as soon as the work ends: antd drops clicks on a loading button.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | unknown,
) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  const shownBusy = useSpinDelay(busy, { delay: 150, minDuration: 0, ssr: false });
  return [run, shownBusy] as const;
}
