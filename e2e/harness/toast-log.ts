import type { Page } from '@playwright/test';

/** Where the page keeps the toasts it has shown (see `keepShownToasts`). */
const LOG = '__poshakShownToasts';

type ToastLogWindow = Window & { [LOG]?: string[] };

/**
 * Runs in the page before its scripts (an init script): every text a toast (`role="status"`)
 * shows is written down as it appears. A back-office toast lasts one second (spec §9); on a
 * loaded machine a click can take longer than that to be acknowledged, and the toast came and went
 * before a look at the screen could see it.
 */
function keepShownToasts(log: string) {
  const page = window as unknown as Record<string, string[] | undefined>;
  const shown = (page[log] = page[log] ?? []);
  const seen = new WeakMap<Element, string>();
  const look = () => {
    for (const toast of document.querySelectorAll('[role="status"]')) {
      const text = toast.textContent?.trim() ?? '';
      if (!text || seen.get(toast) === text) continue;
      seen.set(toast, text);
      shown.push(text);
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/** From the page's next load on, the toasts it shows are kept for `toHaveBeenShown`. */
export async function keepToastsOf(page: Page): Promise<void> {
  await page.addInitScript(keepShownToasts, LOG);
}

/** A toast the page is expected to show, found by its text. */
export class ShownToast {
  constructor(
    readonly page: Page,
    readonly text: string | RegExp,
  ) {}
}

/**
 * Waits until the page has shown a toast with this text since the last one taken, and takes it:
 * each expectation answers for one showing, so an earlier toast with the same words does not
 * answer for a later action.
 */
export async function takeShownToast(toast: ShownToast, timeout: number): Promise<boolean> {
  const pattern =
    typeof toast.text === 'string'
      ? { source: toast.text, literal: true }
      : { source: toast.text.source, flags: toast.text.flags, literal: false };
  try {
    await toast.page.waitForFunction(
      ({ log, wanted }) => {
        const shown = (window as ToastLogWindow)[log as typeof LOG] ?? [];
        const matches = (text: string) =>
          wanted.literal
            ? text.includes(wanted.source)
            : new RegExp(wanted.source, wanted.flags).test(text);
        const at = shown.findIndex(matches);
        if (at < 0) return false;
        shown.splice(at, 1);
        return true;
      },
      { log: LOG, wanted: pattern },
      { timeout },
    );
    return true;
  } catch {
    return false;
  }
}
