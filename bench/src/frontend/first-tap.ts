import { runJsonChild } from '../child-json';
import { at } from '../workspace';

/** Script files and their bytes as sent (encodedBodySize: gzipped where the server gzips). */
export interface ScriptTally {
  bytes: number;
  files: number;
}

/**
 * One run of e2e/scripts/first-tap.mjs on one page. Times are ms after the navigation started;
 * null where the moment never came within the run.
 */
export interface FirstTapRun {
  fcpMs: number | null;
  /** The first add-to-cart button in the DOM. */
  buttonMs: number | null;
  /** The early script has run: a tap from here on is kept and done once the app is there. */
  keptMs: number | null;
  /** `data-live` on <html>: hydrateRoot has been called. */
  liveMs: number | null;
  /** React has adopted the button: from here the app answers its tap itself. */
  adoptedMs: number | null;
  scriptsBeforeKept: ScriptTally | null;
  scriptsBeforeAdopted: ScriptTally;
  scriptsAll: ScriptTally;
  earlyScriptBytes: number | null;
  /** The button tapped as soon as it was drawn, and what the cart then held. */
  tap: {
    atMs: number | null;
    beforeKept: boolean | null;
    beforeLive: boolean | null;
    cartCount: string | null;
    worked: boolean;
  };
}

/** Medians over a page's runs; each "after first paint" figure is the median of each run's own. */
export interface FirstTapMedian {
  fcpMs: number | null;
  afterPaintMs: {
    button: number | null;
    kept: number | null;
    live: number | null;
    adopted: number | null;
  };
  scriptBytesBeforeKept: number | null;
  scriptBytesBeforeAdopted: number | null;
  scriptFilesBeforeKept: number | null;
  scriptFilesBeforeAdopted: number | null;
  earlyScriptBytes: number | null;
  /** Runs whose tap, made before the app was live, put 1 in the cart. */
  tapsWorked: number;
}

export interface FirstTapPage {
  page: string;
  median: FirstTapMedian;
  runs: FirstTapRun[];
}

/** The phone and the pages first-tap.mjs measured. */
export interface FirstTapResult {
  profile: { width: number; height: number; cpuSlowdown: number; touch: boolean; cache: boolean };
  pages: FirstTapPage[];
}

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`first-tap: ${where} is not an object`);
  }
  return value as Json;
}

function number(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`first-tap: ${where} is not a number`);
  }
  return value;
}

const numberOrNull = (value: unknown, where: string) =>
  value === null ? null : number(value, where);

function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new Error(`first-tap: ${where} is not true or false`);
  return value;
}

function tally(value: unknown, where: string): ScriptTally {
  const o = object(value, where);
  return { bytes: number(o.bytes, `${where}.bytes`), files: number(o.files, `${where}.files`) };
}

function run(value: unknown, where: string): FirstTapRun {
  const o = object(value, where);
  const tap = object(o.tap, `${where}.tap`);
  const time = (key: string) => numberOrNull(o[key], `${where}.${key}`);
  return {
    fcpMs: time('fcpMs'),
    buttonMs: time('buttonMs'),
    keptMs: time('keptMs'),
    liveMs: time('liveMs'),
    adoptedMs: time('adoptedMs'),
    scriptsBeforeKept:
      o.scriptsBeforeKept === null
        ? null
        : tally(o.scriptsBeforeKept, `${where}.scriptsBeforeKept`),
    scriptsBeforeAdopted: tally(o.scriptsBeforeAdopted, `${where}.scriptsBeforeAdopted`),
    scriptsAll: tally(o.scriptsAll, `${where}.scriptsAll`),
    earlyScriptBytes: numberOrNull(o.earlyScriptBytes ?? null, `${where}.earlyScriptBytes`),
    tap: {
      atMs: numberOrNull(tap.atMs, `${where}.tap.atMs`),
      beforeKept: tap.beforeKept === null ? null : boolean(tap.beforeKept, `${where}.tap`),
      beforeLive: tap.beforeLive === null ? null : boolean(tap.beforeLive, `${where}.tap`),
      cartCount: typeof tap.cartCount === 'string' ? tap.cartCount : null,
      worked: boolean(tap.worked, `${where}.tap.worked`),
    },
  };
}

function median(value: unknown, where: string): FirstTapMedian {
  const o = object(value, where);
  const after = object(o.afterPaintMs, `${where}.afterPaintMs`);
  const figure = (key: string) => numberOrNull(o[key] ?? null, `${where}.${key}`);
  const sincePaint = (key: string) => numberOrNull(after[key], `${where}.afterPaintMs.${key}`);
  return {
    fcpMs: figure('fcpMs'),
    afterPaintMs: {
      button: sincePaint('button'),
      kept: sincePaint('kept'),
      live: sincePaint('live'),
      adopted: sincePaint('adopted'),
    },
    scriptBytesBeforeKept: figure('scriptBytesBeforeKept'),
    scriptBytesBeforeAdopted: figure('scriptBytesBeforeAdopted'),
    scriptFilesBeforeKept: figure('scriptFilesBeforeKept'),
    scriptFilesBeforeAdopted: figure('scriptFilesBeforeAdopted'),
    earlyScriptBytes: figure('earlyScriptBytes'),
    tapsWorked: number(o.tapsWorked, `${where}.tapsWorked`),
  };
}

/**
 * first-tap.mjs's JSON as the report keeps it: checked field by field, since a figure that went
 * missing would otherwise show as a fast page; each run's list of scripts is left out.
 */
export function parseFirstTap(value: unknown): FirstTapResult {
  const o = object(value, 'the result');
  const profile = object(o.profile, 'profile');
  if (!Array.isArray(o.pages) || o.pages.length === 0) throw new Error('first-tap: no page');
  return {
    profile: {
      width: number(profile.width, 'profile.width'),
      height: number(profile.height, 'profile.height'),
      cpuSlowdown: number(profile.cpuSlowdown, 'profile.cpuSlowdown'),
      touch: boolean(profile.touch, 'profile.touch'),
      cache: boolean(profile.cache, 'profile.cache'),
    },
    pages: o.pages.map((entry: unknown, i) => {
      const page = object(entry, `pages[${i}]`);
      if (typeof page.page !== 'string') throw new Error(`first-tap: pages[${i}] names no page`);
      if (!Array.isArray(page.runs) || page.runs.length === 0) {
        throw new Error(`first-tap: ${page.page} has no run`);
      }
      return {
        page: page.page,
        median: median(page.median, `${page.page} median`),
        runs: page.runs.map((r: unknown, j) => run(r, `${page.page} run ${j + 1}`)),
      };
    }),
  };
}

/**
 * On a phone profile, how soon after the first paint an add to cart works, on the home page and
 * `productPage`, `runs` runs each (e2e/scripts/first-tap.mjs, a process of its own).
 */
export async function measureFirstTap(
  origin: string,
  productPage: string,
  runs: number,
): Promise<FirstTapResult> {
  const json = await runJsonChild<unknown>(at('e2e/scripts/first-tap.mjs'), undefined, {
    tsx: false,
    extraArgs: ['--base', origin, '--product', productPage, '--runs', String(runs), '--json'],
    cwd: at('e2e'),
  });
  return parseFirstTap(json);
}
