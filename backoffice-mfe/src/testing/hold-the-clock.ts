import userEvent from '@testing-library/user-event';

/**
 * Holds the clock from here on and returns a user whose actions move it. For what a screen shows
 * only for a while — the empty fields' marks last ERROR_BORDER_MS (spec §9) — which on a busy
 * machine could be gone in real time before a test reads it. Jest's real timers come back in the
 * test's `afterEach` (`jest.useRealTimers()`).
 */
export function holdTheClock() {
  jest.useFakeTimers();
  return userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
}
