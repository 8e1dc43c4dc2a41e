/** Made on first need: building a grapheme segmenter costs more than rendering a page of cards. */
let segmenter: Intl.Segmenter | null | undefined;
function graphemes(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Cuts a name to `max` visible characters (spec §9: 16 on related cards, 15 in the cart), counting
 * Bengali conjuncts and emoji as one character so none is split in half; "…" marks the cut.
 */
export function truncateName(name: string, max: number): string {
  // A name of at most `max` UTF-16 units has at most `max` characters: nothing to cut.
  if (name.length <= max) return name;
  // Printable ASCII is one character per unit: cut without building the segmenter (its first
  // build costs ≈ 15 ms of CPU, ≈ 60 ms on a phone, while React adopts an English product page).
  if (PRINTABLE_ASCII.test(name)) return `${name.slice(0, max).trimEnd()}…`;
  const split = graphemes();
  const chars = split ? Array.from(split.segment(name), (s) => s.segment) : Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('').trimEnd()}…`;
}
