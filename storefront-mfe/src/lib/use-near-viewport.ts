import { useEffect, useState } from 'react';

/**
 * Becomes true, once, when the element comes within `margin` of the viewport: the cue to load
 * what sits below the fold (its code is then fetched only by shoppers who scroll towards it).
 * Returns a callback ref, so an element that appears later (after data loads) is observed too.
 */
export function useNearViewport(margin = '600px') {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near] as const;
}
