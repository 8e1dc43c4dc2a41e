import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async action so a second click while the first is still running does nothing
 * (the spec's "buttons ignore the repeated click of a double-click").
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
  return [run, busy] as const;
}
