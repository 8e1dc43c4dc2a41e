import path from 'node:path';
import { runJsonChild } from '../child-json';

/** Script files and their bytes as sent (encodedBodySize: gzipped where the server gzips). */
export interface ScriptBytes {
  bytes: number;
  files: number;
}

/** One run of first-row-worker.mjs on one screen; times in ms after the navigation started. */
export interface FirstRowRun {
  fcpMs: number | null;
  /**
   * A row or figure staff can read in the DOM: the first screen's plain drawing of the early data,
   * or the page's own.
   */
  readableMs: number | null;
  /** The page's own row or figure, with its controls: the screen works. */
  readyMs: number | null;
  scriptsBeforeReadable: ScriptBytes;
  scriptsBeforeReady: ScriptBytes;
  scriptsAll: ScriptBytes;
}

export interface FirstRowMedian {
  fcpMs: number | null;
  readableMs: number | null;
  readyMs: number | null;
  scriptBytesBeforeReadable: number | null;
  scriptBytesBeforeReady: number | null;
  scriptFilesBeforeReady: number | null;
  scriptBytesAll: number | null;
}

export interface FirstRowScreen {
  /** What makes it usable: "orders page first row", "dashboard first figure". */
  name: string;
  page: string;
  median: FirstRowMedian;
  runs: FirstRowRun[];
}

/** A staff member's computer as first-row-worker.mjs slows it, and the screens it measured. */
export interface FirstRowResult {
  profile: { width: number; height: number; cpuSlowdown: number; cache: boolean; signedIn: true };
  screens: FirstRowScreen[];
}

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`first-row: ${where} is not an object`);
  }
  return value as Json;
}

function number(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`first-row: ${where} is not a number`);
  }
  return value;
}

const numberOrNull = (value: unknown, where: string) =>
  value === null || value === undefined ? null : number(value, where);

function scriptBytes(value: unknown, where: string): ScriptBytes {
  const o = object(value, where);
  return { bytes: number(o.bytes, `${where}.bytes`), files: number(o.files, `${where}.files`) };
}

/**
 * first-row-worker.mjs's JSON as the report keeps it: checked field by field (a figure gone missing would
 * otherwise read as a fast screen); each run's list of scripts is left out.
 */
export function parseFirstRow(value: unknown): FirstRowResult {
  const o = object(value, 'the result');
  const profile = object(o.profile, 'profile');
  if (!Array.isArray(o.screens) || o.screens.length === 0) throw new Error('first-row: no screen');
  return {
    profile: {
      width: number(profile.width, 'profile.width'),
      height: number(profile.height, 'profile.height'),
      cpuSlowdown: number(profile.cpuSlowdown, 'profile.cpuSlowdown'),
      cache: profile.cache === true,
      signedIn: true,
    },
    screens: o.screens.map((entry: unknown, i) => {
      const screen = object(entry, `screens[${i}]`);
      if (typeof screen.name !== 'string' || typeof screen.page !== 'string') {
        throw new Error(`first-row: screens[${i}] names no screen`);
      }
      const where = screen.name;
      const m = object(screen.median, `${where} median`);
      if (!Array.isArray(screen.runs) || screen.runs.length === 0) {
        throw new Error(`first-row: ${where} has no run`);
      }
      return {
        name: screen.name,
        page: screen.page,
        median: {
          fcpMs: numberOrNull(m.fcpMs, `${where} median.fcpMs`),
          readableMs: numberOrNull(m.readableMs, `${where} median.readableMs`),
          readyMs: numberOrNull(m.readyMs, `${where} median.readyMs`),
          scriptBytesBeforeReadable: numberOrNull(
            m.scriptBytesBeforeReadable,
            `${where} median bytes before readable`,
          ),
          scriptBytesBeforeReady: numberOrNull(m.scriptBytesBeforeReady, `${where} median bytes`),
          scriptFilesBeforeReady: numberOrNull(m.scriptFilesBeforeReady, `${where} median files`),
          scriptBytesAll: numberOrNull(m.scriptBytesAll, `${where} median bytes in all`),
        },
        runs: screen.runs.map((r: unknown, j) => {
          const run = object(r, `${where} run ${j + 1}`);
          return {
            fcpMs: numberOrNull(run.fcpMs, `${where} run ${j + 1} fcpMs`),
            readableMs: numberOrNull(run.readableMs, `${where} run ${j + 1} readableMs`),
            readyMs: numberOrNull(run.readyMs, `${where} run ${j + 1} readyMs`),
            scriptsBeforeReadable: scriptBytes(
              run.scriptsBeforeReadable,
              `${where} run ${j + 1} before readable`,
            ),
            scriptsBeforeReady: scriptBytes(run.scriptsBeforeReady, `${where} run ${j + 1} before`),
            scriptsAll: scriptBytes(run.scriptsAll, `${where} run ${j + 1} all`),
          };
        }),
      };
    }),
  };
}

/**
 * On a staff member's slowed computer, how soon the orders page shows its first row and the
 * dashboard its first figure, signed in as `staff`, `runs` runs each (first-row-worker.mjs, a process
 * of its own).
 */
export async function measureFirstRow(
  origin: string,
  staff: { username: string; password: string },
  runs: number,
): Promise<FirstRowResult> {
  const json = await runJsonChild<unknown>(
    path.join(__dirname, 'first-row-worker.mjs'),
    undefined,
    {
      tsx: false,
      extraArgs: [
        '--base',
        origin,
        '--staff',
        `${staff.username}:${staff.password}`,
        '--runs',
        String(runs),
        '--json',
      ],
    },
  );
  return parseFirstRow(json);
}
