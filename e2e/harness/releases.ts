import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ShopServer } from './shop-server';
import { WORKSPACE_DIR } from './workspace';

/** The storefront's build, as `pnpm build` left it: the journeys' first release. */
export const STOREFRONT_DIST = path.join(WORKSPACE_DIR, 'storefront-mfe/dist');
const RELEASE_CLI = path.join(WORKSPACE_DIR, 'server/dist/cli/release.js');

/** `pnpm release:*` on this shop's data (and its settings), beside the running server; its output. */
export function release(shop: ShopServer, ...args: string[]): string {
  const result = spawnSync(process.execPath, [RELEASE_CLI, ...args], {
    cwd: WORKSPACE_DIR,
    env: shop.env,
    encoding: 'utf8',
  });
  expect(result.status, `release ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Publishes a build folder as a storefront release; its id. */
export function publish(shop: ShopServer, dir: string): string {
  const out = release(shop, 'publish', 'storefront', '--from', dir);
  const id = /Published storefront ([0-9a-f]{16})/.exec(out)?.[1];
  expect(id, out).toBeDefined();
  return id ?? '';
}

/** A copy of the storefront's build, changed by `change` in its browser and server bundles. */
export function variantOf(
  workDir: string,
  name: string,
  change: (file: string, text: string) => string,
): string {
  const dir = path.join(workDir, name);
  fs.cpSync(STOREFRONT_DIST, dir, { recursive: true });
  for (const folder of [dir, path.join(dir, 'server')]) {
    for (const file of fs.readdirSync(folder)) {
      if (!file.endsWith('.js')) continue;
      const full = path.join(folder, file);
      const text = fs.readFileSync(full, 'utf8');
      const changed = change(path.relative(dir, full), text);
      if (changed !== text) fs.writeFileSync(full, changed);
    }
  }
  return dir;
}
