import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A loading flag that is set at once and cleared a while after the work ends (spec §4: "the
 * loading indicator after OTP or sign-up clears after 1 second").
 */
export function useLingeringFlag(lingerMs: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
  }, []);
  const stopSoon = useCallback(
    (then?: () => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setOn(false);
        then?.();
      }, lingerMs);
    },
    [lingerMs],
  );
  return [on, start, stopSoon] as const;
}
