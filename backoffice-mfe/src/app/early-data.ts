import { useSyncExternalStore } from 'react';
import { earlyAnswerFor } from './first-screen-handoff';
import { requestKey, type FirstScreenRequest } from './first-screen-page';

/*
 * A first screen's data, asked for the moment the back-office's code arrives — with the browser's
 * fetch, before axios, the query library or antd are here — unless the early script asked for it
 * already (first-screen-handoff.ts), so that the first screen can draw it and the page's query
 * client can start from it instead of asking again.
 */

const asked = new Map<string, Promise<unknown>>();
const answers = new Map<string, unknown>();
const listeners = new Set<() => void>();

/** Asks once for a first screen's data; its answer (undefined if refused) is kept for the page. */
export function askEarly(request: FirstScreenRequest) {
  const key = requestKey(request.queryKey);
  if (asked.has(key)) return;
  const answer = (earlyAnswerFor(key) ?? request.ask()).then((data) => {
    if (data !== undefined) {
      answers.set(key, data);
      for (const notify of listeners) notify();
    }
    return data;
  });
  asked.set(key, answer);
}

/** The early request for `queryKey`, if one was made: the page's query starts from its answer. */
export function earlyAnswer(queryKey: readonly unknown[]): Promise<unknown> | undefined {
  return asked.get(requestKey(queryKey));
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}

/** The early answer for `queryKey` once it is here, else undefined (also with no key). */
export function useEarlyData(queryKey: readonly unknown[] | null): unknown {
  const key = queryKey && requestKey(queryKey);
  return useSyncExternalStore(
    subscribe,
    () => (key === null ? undefined : answers.get(key)),
    () => undefined,
  );
}
