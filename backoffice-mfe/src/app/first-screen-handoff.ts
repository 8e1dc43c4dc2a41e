/**
 * What the back-office's early script (first-screen-early.ts) leaves in the page for its app, on
 * `window` as the shell's early taps are: the request it made, so the app does not ask again, and
 * the screen it drew, which the app's first screen takes in, so the one drawing stays on screen
 * until the page itself takes its place.
 */
export interface EarlyFirstScreen {
  /** The early request's query key (`requestKey`). */
  key: string;
  /** Its answer: the data, or undefined when refused. */
  answer: Promise<unknown>;
  /** The screen drawn from the answer, once drawn; the app's first screen takes it in. */
  screen: HTMLElement | null;
}

type WithEarlyFirstScreen = typeof globalThis & { poshakFirstScreen?: EarlyFirstScreen };

const page = () => globalThis as WithEarlyFirstScreen;

/** Called by the early script once, when it asks for a first screen's data. */
export function leaveForApp(early: EarlyFirstScreen): void {
  page().poshakFirstScreen = early;
}

/** The early script's answer for the request of `key`, if it asked for that one. */
export function earlyAnswerFor(key: string): Promise<unknown> | undefined {
  const early = page().poshakFirstScreen;
  return early?.key === key ? early.answer : undefined;
}

/** The screen the early script drew, while it is still on the page. */
export function earlyScreen(): HTMLElement | null {
  const screen = page().poshakFirstScreen?.screen;
  return screen?.isConnected ? screen : null;
}
