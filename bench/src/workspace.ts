import path from 'node:path';

/** The repository root, from `bench/src` (tsx) alike. */
export const WORKSPACE_DIR = path.resolve(__dirname, '../..');
export const at = (...parts: string[]) => path.join(WORKSPACE_DIR, ...parts);

/** The production server the benchmark drives, as `pnpm start` runs it. */
export const SERVER_ENTRY = at('server/dist/server.js');
export const RESULTS_DIR = at('bench/results');
