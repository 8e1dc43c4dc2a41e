import { useCallback, useState } from 'react';

/**
 * Becomes true, once, when the element comes within `margin` of the viewport: the cue to load
 * what sits below the fold (its code is then fetched only by shoppers who scroll towards it).
 * Returns a callback ref, so an element that appears later (after data loads) is observed too.
 * Starts false everywhere, the server included, so a page the server drew matches the browser's.
 */
export function useNearViewport(margin = '600px') {
  const [near, setNear] = useState(false);
  const observe = useCallback(
    (element: Element | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [observe, near] as const;
}
