import { languageStore } from '@poshak/shared-ui/language';
import { drawFirstScreen } from './first-screen-drawing';
import type { EarlyFirstScreen } from './first-screen-handoff';
import type { FirstPage, FirstScreenData } from './first-screen-page';
import { dictionaryReader } from './first-screen-words';

/** Whether the shell's root shows anything yet: its loading space is empty. */
const showsSomething = (root: HTMLElement) => root.textContent !== '';

/** The shell's root, once the page is parsed. */
async function shellRoot(): Promise<HTMLElement | null> {
  if (document.readyState === 'loading') {
    await new Promise((parsed) =>
      document.addEventListener('DOMContentLoaded', parsed, { once: true }),
    );
  }
  return document.getElementById('root');
}

/**
 * The early screen stays until the app takes it in (first-screen.tsx moves it into its own place)
 * or shows anything else in its stead (sign-in, a page it may not see, a remote that failed).
 */
function withdrawWhenReplaced(root: HTMLElement, screen: HTMLElement) {
  const watcher = new MutationObserver(() => {
    if (root.contains(screen)) {
      watcher.disconnect();
    } else if (showsSomething(root)) {
      screen.remove();
      watcher.disconnect();
    }
  });
  watcher.observe(root, { childList: true, subtree: true, characterData: true });
}

/**
 * The early script's drawing (first-screen-early.ts): the screen with the answer, in front of the
 * shell's root, unless the answer was refused or the app already shows something there — it then
 * draws the answer itself.
 */
export async function drawWhenAnswered(early: EarlyFirstScreen, page: FirstPage): Promise<void> {
  const data = await early.answer;
  const root = await shellRoot();
  if (data === undefined || !root || showsSomething(root)) return;
  const reader = dictionaryReader(languageStore.getState().language);
  // The answer to this page's request is this page's data.
  const screen = drawFirstScreen(reader, { page, data } as FirstScreenData);
  root.before(screen);
  early.screen = screen;
  withdrawWhenReplaced(root, screen);
}
