import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: a failed validation marks the empty required fields for 2.6 s. */
export const ERROR_BORDER_MS = 2600;

/** A set of keys shown for a while, then cleared (the error borders of a failed validation). */
export function useFlash<K>(ms = ERROR_BORDER_MS) {
  const [keys, setKeys] = useState<ReadonlySet<K>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(
    (next: Iterable<K>) => {
      clearTimeout(timer.current);
      setKeys(new Set(next));
      timer.current = setTimeout(() => setKeys(new Set()), ms);
    },
    [ms],
  );
  return [keys, flash] as const;
}
