import path from 'node:path';
import type { LoadGenerator } from '../load/run-load';
import type { LoadSpec } from '../load/load-spec';
import { describeLoad, log, phase } from '../progress';
import type { CeilingResult } from '../report/results';
import { startProcess } from '../server-process';
import { at } from '../workspace';

/**
 * The bare-Fastify ceiling (ceiling-server.ts, a process of its own), measured right after a
 * row of the reference catalogue with that row's reply and the same load, so both see the
 * machine in the same state.
 */
export interface Ceiling {
  /** Stores the row's reply in the ceiling server; then `run` loads it like the row. */
  prepare(id: string, body: string): Promise<void>;
  run(id: string, spec: LoadSpec): Promise<CeilingResult['load']>;
  stop(): Promise<void>;
}

export async function startCeiling(port: number, generator: LoadGenerator): Promise<Ceiling> {
  const server = await startProcess(
    ['--import', 'tsx', path.join(__dirname, 'ceiling-server.ts'), String(port)],
    {
      port,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      readyPath: '/health',
      cwd: at('bench'),
    },
  );
  return {
    async prepare(id, body) {
      const put = await fetch(`${server.origin}/bodies/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!put.ok) throw new Error(`ceiling: storing the ${id} reply failed with ${put.status}`);
    },
    async run(id, spec) {
      const load = await phase('ceiling', () =>
        generator.run({
          ...spec,
          origin: server.origin,
          paths: [`/ceiling/${id}`],
          headers: {},
          ...(spec.bodies ? { bodies: spec.bodies.slice(0, 1) } : {}),
        }),
      );
      log(`ceiling: ${id.padEnd(18)} ${describeLoad(load)}`);
      return load;
    },
    stop: () => server.stop(),
  };
}
