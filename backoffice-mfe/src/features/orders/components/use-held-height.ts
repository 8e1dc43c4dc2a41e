import { useEffect, useRef, type RefObject } from 'react';

/**
 * Tells the page the height of a bar held at the screen's foot (0 when it is not held there), as
 * it changes, so the page keeps room under its last card however many lines the bar takes.
 */
export function useHeldHeight(
  bar: RefObject<HTMLElement | null>,
  isHeld: boolean,
  onHeldHeight: ((px: number) => void) | undefined,
) {
  // What the page was last told: telling it again what it knows would draw the whole list again.
  const reported = useRef(0);
  useEffect(() => {
    const element = bar.current;
    if (!onHeldHeight) return;
    const report = (px: number) => {
      if (px === reported.current) return;
      reported.current = px;
      onHeldHeight(px);
    };
    if (!isHeld || !element) return report(0);
    const measure = () => report(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(element);
    return () => watch.disconnect();
  }, [bar, isHeld, onHeldHeight]);
}
