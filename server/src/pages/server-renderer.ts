import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RemoteServerModule, ServerApi } from '@poshak/shared-api/page';
import { fileDerived } from './file-derived';

const load = createRequire(__filename);

/** `render-page.<content hash>.js`: each build of the bundle has a name of its own. */
const BUNDLE_NAME = /^render-page\.[0-9a-f]+\.js$/;

/**
 * A remote's server-render bundle from its folder (`dist/server/`), loaded with `require`. A new
 * build replaces the folder's contents, which this notices, and brings a new file name, so the new
 * code is loaded fresh; the previous one leaves the module cache. Null while there is none.
 */
export function serverRenderer(bundleDir: string, api: ServerApi): () => PageRenderer | null {
  let loaded: string | null = null;
  return fileDerived(bundleDir, (dir) => {
    const name = readdirSync(dir).find((file) => BUNDLE_NAME.test(file));
    if (!name) throw new Error(`${dir} holds no render-page bundle`);
    const file = path.join(dir, name);
    const bundle = load(file) as Partial<RemoteServerModule>;
    if (typeof bundle.createPageRenderer !== 'function') {
      throw new Error(`${file} does not export createPageRenderer`);
    }
    if (loaded && loaded !== file) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Node keys its module cache by file name
      delete load.cache[loaded];
    }
    loaded = file;
    return bundle.createPageRenderer({ api });
  });
}

/** The API a renderer reads through: this server's own routes, in-process (its read cache too). */
export const injectedApi =
  (app: FastifyInstance): ServerApi =>
  async (url) => {
    const reply = await app.inject({ method: 'GET', url });
    return { status: reply.statusCode, body: reply.body };
  };
