const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/**
 * Cuts a name to `max` visible characters (spec §9: 16 on related cards, 15 in the cart), counting
 * Bengali conjuncts and emoji as one character so none is split in half; "…" marks the cut.
 */
export function truncateName(name: string, max: number): string {
  const chars = segmenter
    ? Array.from(segmenter.segment(name), (s) => s.segment)
    : Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('').trimEnd()}…`;
}
