import { parseFirstRow } from './first-row';

/** One run as first-row-worker.mjs prints it, its list of scripts included. */
const printedRun = (readyMs: number | null) => ({
  fcpMs: 600,
  readableMs: readyMs === null ? null : 900,
  readyMs,
  scriptsBeforeReadable: { bytes: 200_000, files: 20 },
  scriptsBeforeReady: { bytes: 400_000, files: 40 },
  scriptsAll: { bytes: 450_000, files: 44 },
  scripts: [{ path: '/main.js', bytes: 29_000, responseEndMs: 300 }],
  errors: [],
});

const printed = () => ({
  profile: { width: 1280, height: 800, cpuSlowdown: 4, cache: false, signedIn: true },
  screens: [
    {
      name: 'orders page first row',
      page: '/admin/product-order',
      median: {
        fcpMs: 600,
        readableMs: 900,
        readyMs: 1_400,
        scriptBytesBeforeReadable: 200_000,
        scriptBytesBeforeReady: 400_000,
        scriptFilesBeforeReady: 40,
        scriptBytesAll: 450_000,
      },
      runs: [printedRun(1_400), printedRun(1_500)],
    },
  ],
});

describe('first-row-worker.mjs results', () => {
  it('keeps the figures and drops the lists of scripts', () => {
    const result = parseFirstRow(printed());
    expect(result.profile).toEqual({
      width: 1280,
      height: 800,
      cpuSlowdown: 4,
      cache: false,
      signedIn: true,
    });
    expect(result.screens[0]?.median.readyMs).toBe(1_400);
    expect(result.screens[0]?.median.readableMs).toBe(900);
    expect(result.screens[0]?.runs[1]).toEqual({
      fcpMs: 600,
      readableMs: 900,
      readyMs: 1_500,
      scriptsBeforeReadable: { bytes: 200_000, files: 20 },
      scriptsBeforeReady: { bytes: 400_000, files: 40 },
      scriptsAll: { bytes: 450_000, files: 44 },
    });
  });

  it('keeps a screen that never became usable as never, not as fast', () => {
    const json = printed();
    for (const screen of json.screens) screen.runs = [printedRun(null)];
    expect(parseFirstRow(json).screens[0]?.runs[0]?.readyMs).toBeNull();
  });

  it('names a figure that is missing or not a number', () => {
    const json = printed() as unknown as { screens: { median: Record<string, unknown> }[] };
    for (const screen of json.screens) screen.median.readyMs = '1400';
    expect(() => parseFirstRow(json)).toThrow(
      'first-row: orders page first row median.readyMs is not a number',
    );
    expect(() => parseFirstRow({ profile: printed().profile, screens: [] })).toThrow(
      'first-row: no screen',
    );
  });
});
