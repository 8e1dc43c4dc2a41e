import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  BUILT_IN_RELEASE,
  LOAD_FAILURE_MESSAGE_MAX,
  type LoadFailureReport,
  type LoadPhase,
} from '@poshak/shared-api/schemas';
import { REMOTE_NAMES, type RemoteName } from './remote-config';

/** Where failed loads are told (server: modules/releases, rate-limited per address). */
export const LOAD_FAILURES_URL = '/api/releases/load-failures';

/** The release a remote's entry URL names (`/releases/<remote>/<id>/…`), else the built-in one. */
export function releaseOf(entry: string | undefined): string {
  const match = /\/releases\/[a-z]+\/([0-9a-f]{8,64})\//.exec(entry ?? '');
  return match?.[1] ?? BUILT_IN_RELEASE;
}

const remoteNamed = (name: string | undefined): RemoteName | null =>
  (REMOTE_NAMES as readonly string[]).includes(name ?? '') ? (name as RemoteName) : null;

/** The remote of a federation request id (`storefront/App`) or of its remote info. */
const remoteOf = (id: string | undefined, remote?: { name?: string }): RemoteName | null =>
  remoteNamed(remote?.name) ?? remoteNamed(id?.split('/')[0]);

/**
 * The error as the report's schema takes it: one line of plain text (control and invisible
 * characters are refused there), cut at whole characters to the limit. A stack is not wanted.
 */
const messageOf = (error: unknown): string =>
  Array.from(
    (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
      .trim(),
  )
    .slice(0, LOAD_FAILURE_MESSAGE_MAX)
    .join('')
    .trim();

export type SendReport = (report: LoadFailureReport) => void;

/** Posts a report without holding up the page (and past its unload: keepalive). */
export const postReport: SendReport = (report) => {
  void fetch(LOAD_FAILURES_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
};

/**
 * Tells the server of each failed load of a remote, once per remote and phase per page (a Retry
 * that fails the same way says nothing new), with the release its entry named.
 */
export function createLoadFailureReporter(
  entryOf: (remote: RemoteName) => string | undefined,
  send: SendReport = postReport,
) {
  const told = new Set<string>();
  return (remote: RemoteName, phase: LoadPhase, error: unknown) => {
    const key = `${remote} ${phase}`;
    if (told.has(key)) return;
    told.add(key);
    const message = messageOf(error);
    send({
      remote,
      release: releaseOf(entryOf(remote)),
      phase,
      ...(message ? { message } : {}),
    });
  };
}

export type ReportLoadFailure = ReturnType<typeof createLoadFailureReporter>;

/** The federation runtime's way of saying the remote entry script did not load or run. */
const ENTRY_FAILED = /RUNTIME-008|ScriptExternalLoadError|remoteEntry|Loading script failed/i;

/**
 * A federation runtime plugin reporting the phase a remote's load failed in: its manifest (the
 * snapshot could not be resolved), its entry script (`loadEntryError`), or the exposed module or
 * one of its chunks. It changes nothing of the load: no fallback, the error goes on to the shell.
 */
export function loadFailurePlugin(report: ReportLoadFailure): ModuleFederationRuntimePlugin {
  const entryFailed = new Set<RemoteName>();
  return {
    name: 'poshak-load-failures',
    loadEntryError({ remoteInfo }) {
      const remote = remoteNamed(remoteInfo.name);
      if (remote) {
        entryFailed.add(remote);
        report(remote, 'entry', new Error(`the entry ${remoteInfo.entry} did not load`));
      }
      return Promise.resolve(undefined);
    },
    errorLoadRemote({ id, error, lifecycle, remote: info }) {
      const remote = remoteOf(id, info);
      if (!remote) return undefined;
      if (lifecycle === 'afterResolve' || lifecycle === 'beforeRequest') {
        report(remote, 'manifest', error);
      } else if (!entryFailed.has(remote)) {
        report(remote, ENTRY_FAILED.test(messageOf(error)) ? 'entry' : 'expose', error);
      }
      return undefined;
    },
  };
}
