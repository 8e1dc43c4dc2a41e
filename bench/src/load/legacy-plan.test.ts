import { legacyRowPlan } from './legacy-plan';
import type { LoadSpec } from './load-spec';

const spec: LoadSpec = {
  origin: 'http://127.0.0.1:5001',
  method: 'GET',
  paths: ['/api/transactionsRouter/getAll'],
  connections: 50,
  duration: 4,
  warmup: 1,
  timeout: 30,
};

describe('the legacy getAll row', () => {
  it('gives each of the run’s connections two whole replies while replies are small and quick', () => {
    const plan = legacyRowPlan(spec, { bytes: 900_000, ms: 80 });
    expect(plan.spec).toMatchObject({ connections: 50, amount: 100, warmup: 0 });
    expect(plan.note).toBe('50 connections, two replies each');
  });

  it('keeps the replies in flight within the memory budget and waits for slow ones', () => {
    const plan = legacyRowPlan(spec, { bytes: 90 * 1024 * 1024, ms: 7_000 });
    expect(plan.spec).toMatchObject({ connections: 2, amount: 2, warmup: 0 });
    expect(plan.spec.timeout).toBeGreaterThanOrEqual(42);
    expect(plan.note).toBe(
      "2 connections, one reply each: 50 replies of 90 MB at once would exhaust the server's memory; one reply takes 7.0 s alone",
    );
  });
});
