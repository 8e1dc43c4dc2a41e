import { useEffect, useRef } from 'react';
import type Slider from 'react-slick';

/**
 * A slider that mounts when its first automatic turn is due makes that turn at once; react-slick's
 * own autoplay then keeps the rhythm from there.
 */
export function useAdvanceOnStart(advance: boolean) {
  const slider = useRef<Slider>(null);
  useEffect(() => {
    if (!advance) return;
    // After react-slick has measured its track (its own mount effects run first).
    const frame = requestAnimationFrame(() => slider.current?.slickNext());
    return () => cancelAnimationFrame(frame);
    // Only the mount: later renders must not turn the slider again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return slider;
}
