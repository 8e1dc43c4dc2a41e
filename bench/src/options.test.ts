import { parseOptions, sizeLabel } from './options';

describe('pnpm bench options', () => {
  it('runs everything by default and writes latest', () => {
    expect(parseOptions([], {})).toMatchObject({
      sizes: [1_000, 10_000, 100_000, 1_000_000],
      sizesByDriver: {
        postgres: [1_000, 10_000, 100_000, 1_000_000],
        embedded: [1_000, 10_000, 100_000],
      },
      lighthouseRuns: 5,
      firstTapRuns: 5,
      firstRowRuns: 5,
      drivers: ['postgres', 'embedded'],
      connections: 50,
      frontend: true,
      complete: true,
      port: 5000,
    });
  });

  it('marks a narrowed run as partial', () => {
    const options = parseOptions(['--', '--sizes', '10000,1000', '--drivers', 'embedded'], {});
    expect(options).toMatchObject({
      sizes: [1_000, 10_000],
      sizesByDriver: { postgres: [1_000, 10_000], embedded: [1_000, 10_000] },
      drivers: ['embedded'],
      complete: false,
    });
  });

  it('gives the embedded database sizes of its own, or only its demo shop, and names the report', () => {
    const options = parseOptions(
      ['--embedded-sizes', 'none', '--sizes', '100000,1000000', '--report', 'long-tail'],
      {},
    );
    expect(options).toMatchObject({
      sizes: [100_000, 1_000_000],
      sizesByDriver: { postgres: [100_000, 1_000_000], embedded: [] },
      complete: false,
      report: 'long-tail',
    });
    expect(parseOptions(['--embedded-sizes', '1000'], {}).sizesByDriver.embedded).toEqual([1_000]);
    expect(parseOptions(['--rows', 'order'], {}).report).toBe('partial');
    expect(parseOptions([], {}).report).toBe('latest');
    expect(() => parseOptions(['--report', '../x'], {})).toThrow('--report: a name');
  });

  it('takes the runs per page of Lighthouse, the first tap and the first row without narrowing the run', () => {
    expect(
      parseOptions(
        ['--lighthouse-runs', '3', '--first-tap-runs', '7', '--first-row-runs', '2'],
        {},
      ),
    ).toMatchObject({
      lighthouseRuns: 3,
      firstTapRuns: 7,
      firstRowRuns: 2,
      complete: true,
    });
  });

  it('names a bad option or value', () => {
    expect(() => parseOptions(['--drivers', 'mysql'], {})).toThrow('--drivers: unknown mysql');
    expect(() => parseOptions(['--sizes', 'ten'], {})).toThrow(
      '--sizes: expected a positive integer',
    );
    expect(() => parseOptions(['--fast'], {})).toThrow('unknown option --fast');
  });
});

describe('sizeLabel', () => {
  it('names catalogue sizes as people say them', () => {
    expect([1_000, 100_000, 1_000_000, 2_500_000, 1_500].map(sizeLabel)).toEqual([
      '1k',
      '100k',
      '1M',
      '2500k',
      '1500',
    ]);
  });
});
