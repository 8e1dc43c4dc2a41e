/** A media query list whose answer never changes: jsdom has no layout to change it. */
function fixedMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** jsdom's own answer, had it one: no media query matches (the jest preset's default). */
export const matchNoMedia = (query: string) => fixedMediaQuery(query, false);

/**
 * Makes media queries answer as on a screen of this width, so antd's breakpoints (and a layout's
 * phone/desktop switch) follow it. Call before rendering; jsdom otherwise matches no query at all.
 */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return fixedMediaQuery(query, matches);
  };
}
