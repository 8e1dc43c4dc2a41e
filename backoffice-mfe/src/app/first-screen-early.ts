import { sessionStore } from '@poshak/shared-api';
import { leaveForApp, type EarlyFirstScreen } from './first-screen-handoff';
import { firstPageOf, firstScreenRequest, requestKey } from './first-screen-page';

/**
 * The back-office's early script: on a signed-in visit to the dashboard or the orders page, it
 * asks for the screen's data at once, with the browser's fetch, and draws the screen as soon as
 * the data is here — while the shell, React and the back-office's code are still on their way
 * (a slow computer's seconds of script work). Only data the server gave this session is drawn, so
 * a session that ended or a role that may not see the page never shows it; the app takes both the
 * request and the drawing over (first-screen-handoff.ts). The server puts this script in every
 * back-office page it does not draw itself, ahead of the shell's.
 *
 * The request goes first: the drawing's code (the dictionaries, the date formats, the styles) is
 * run after it has gone, while the answer is on its way.
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
  void import('./first-screen-early-drawing').then(({ drawWhenAnswered }) =>
    drawWhenAnswered(early, page),
  );
}
