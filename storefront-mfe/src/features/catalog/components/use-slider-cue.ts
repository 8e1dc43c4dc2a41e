import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';

/** How long before its first automatic turn the slider's code starts downloading. */
const PREFETCH_LEAD_MS = 2_000;

export type SliderCue = 'none' | 'shopper' | 'turn';

/**
 * When a slider's code (react-slick, ≈ 16 KB gzipped) is needed: not to paint the page — its
 * first slides are drawn without it — but when the shopper reaches for the slider (pointer,
 * touch or keyboard focus on it) or when its first automatic turn is due, `autoplayMs` after
 * `ready`. The code is fetched a little ahead of that turn, so the turn happens on time.
 *
 * `prefetch` must be stable (a module-level function). `cue` says why the slider starts: on
 * `'turn'` the slider should move on at once, so the shopper sees the first change `autoplayMs`
 * after the page settled, as the spec's autoplay says.
 */
export function useSliderCue(ready: boolean, autoplayMs: number, prefetch: () => Promise<unknown>) {
  const [cue, setCue] = useState<SliderCue>('none');

  useEffect(() => {
    if (!ready || cue !== 'none') return;
    const early = setTimeout(
      () => void prefetch().catch(() => undefined),
      Math.max(0, autoplayMs - PREFETCH_LEAD_MS),
    );
    const due = setTimeout(() => setCue('turn'), autoplayMs);
    return () => {
      clearTimeout(early);
      clearTimeout(due);
    };
  }, [ready, cue, autoplayMs, prefetch]);

  // Before it is ready (nothing to slide, or the first picture not yet painted) there is no slider.
  const reach = useCallback(
    (_event: SyntheticEvent) => {
      if (ready) setCue((current) => (current === 'none' ? 'shopper' : current));
    },
    [ready],
  );

  return {
    cue,
    started: ready && cue !== 'none',
    /** Spread on the slider's box. */
    reachHandlers: { onPointerEnter: reach, onTouchStart: reach, onFocusCapture: reach },
  };
}
