import path from 'node:path';

export const WORKSPACE_DIR = path.resolve(__dirname, '../..');
/** The production server; E2E_SERVER_BUNDLE points the harness at another build of it. */
export const SERVER_BUNDLE =
  process.env.E2E_SERVER_BUNDLE ?? path.join(WORKSPACE_DIR, 'server/dist/server.js');
