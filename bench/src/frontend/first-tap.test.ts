import { parseFirstTap } from './first-tap';

/** One run as e2e/scripts/first-tap.mjs prints it, its list of scripts included. */
const printedRun = (keptMs: number | null) => ({
  fcpMs: 800,
  buttonMs: 300,
  keptMs,
  liveMs: 2_000,
  adoptedMs: 2_300,
  scriptsBeforeKept: keptMs === null ? null : { bytes: 30_123, files: 2 },
  scriptsBeforeAdopted: { bytes: 240_263, files: 27 },
  scriptsAll: { bytes: 245_301, files: 28 },
  earlyScriptBytes: 244,
  scripts: [{ path: '/early-taps.js', bytes: 244, responseEndMs: 435 }],
  tap: { atMs: 1_300, beforeKept: false, beforeLive: true, cartCount: '1', worked: true },
});

const printed = () => ({
  profile: { width: 375, height: 812, cpuSlowdown: 4, touch: true, cache: false },
  pages: [
    {
      page: '/',
      median: {
        fcpMs: 800,
        afterPaintMs: { button: -500, kept: 20, live: 1_200, adopted: 1_500 },
        scriptBytesBeforeKept: 30_123,
        scriptBytesBeforeAdopted: 240_263,
        scriptFilesBeforeKept: 2,
        scriptFilesBeforeAdopted: 27,
        earlyScriptBytes: 244,
        tapsWorked: 2,
      },
      runs: [printedRun(820), printedRun(null)],
    },
  ],
});

describe("first-tap.mjs's result", () => {
  it('keeps every figure and leaves out the runs’ lists of scripts', () => {
    const result = parseFirstTap(printed());
    expect(result.profile).toEqual({
      width: 375,
      height: 812,
      cpuSlowdown: 4,
      touch: true,
      cache: false,
    });
    const [home] = result.pages;
    expect(home?.median.afterPaintMs).toEqual({
      button: -500,
      kept: 20,
      live: 1_200,
      adopted: 1_500,
    });
    expect(home?.runs[0]).not.toHaveProperty('scripts');
    expect(home?.runs[0]?.scriptsBeforeKept).toEqual({ bytes: 30_123, files: 2 });
    // The early script never ran in that run: nothing was kept, no bytes before it.
    expect(home?.runs[1]).toMatchObject({ keptMs: null, scriptsBeforeKept: null });
  });

  it('refuses a result with a figure missing or of the wrong kind, naming where', () => {
    const noAdoption = printed();
    delete (noAdoption.pages[0]?.runs[0] as Partial<ReturnType<typeof printedRun>>).adoptedMs;
    expect(() => parseFirstTap(noAdoption)).toThrow('/ run 1.adoptedMs is not a number');

    const textTime = printed();
    (textTime.pages[0]?.median.afterPaintMs as Record<string, unknown>).kept = '20';
    expect(() => parseFirstTap(textTime)).toThrow('/ median.afterPaintMs.kept is not a number');

    expect(() => parseFirstTap({ ...printed(), pages: [] })).toThrow('no page');
    expect(() => parseFirstTap(null)).toThrow('the result is not an object');
  });
});
