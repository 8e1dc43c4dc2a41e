import { sessionStore } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/language';
import { drawFirstScreen } from './first-screen-drawing';
import { leaveForApp, type EarlyFirstScreen } from './first-screen-handoff';
import {
  firstPageOf,
  firstScreenRequest,
  requestKey,
  type FirstScreenData,
} from './first-screen-page';
import { dictionaryReader } from './first-screen-words';

/** Whether the shell's root shows anything yet: its loading space is empty. */
const showsSomething = (root: HTMLElement) => root.textContent !== '';

/** The shell's root, once the page is parsed (the early script may run before). */
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
 * The back-office's early script: on a signed-in visit to the dashboard or the orders page, it
 * asks for the screen's data at once, with the browser's fetch, and draws the screen as soon as
 * the data is here — while the shell, React and the back-office's code are still on their way
 * (a slow computer's seconds of script work). Only data the server gave this session is drawn, so
 * a session that ended or a role that may not see the page never shows it; the app takes both the
 * request and the drawing over (first-screen-handoff.ts). The server puts this script in every
 * back-office page it does not draw itself.
 */
export function startEarlyFirstScreen(): void {
  const page = firstPageOf(window.location.pathname, sessionStore.getState().user);
  if (!page) return;
  const request = firstScreenRequest(page, window.location.search);
  const early: EarlyFirstScreen = {
    key: requestKey(request.queryKey),
    answer: request.ask(),
    screen: null,
  };
  leaveForApp(early);
  void early.answer.then(async (data) => {
    const root = await shellRoot();
    // Refused, or the app was quicker: it draws the answer itself.
    if (data === undefined || !root || showsSomething(root)) return;
    const reader = dictionaryReader(languageStore.getState().language);
    // The answer to this page's request is this page's data.
    const screen = drawFirstScreen(reader, { page, data } as FirstScreenData);
    root.before(screen);
    early.screen = screen;
    withdrawWhenReplaced(root, screen);
  });
}
