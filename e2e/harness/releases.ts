import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ShopServer } from './shop-server';
import { WORKSPACE_DIR } from './workspace';

/** The storefront's build, as `pnpm build` left it: the journeys' first release. */
export const STOREFRONT_DIST = path.join(WORKSPACE_DIR, 'storefront-mfe/dist');
const RELEASE_CLI = path.join(WORKSPACE_DIR, 'server/dist/cli/release.js');

/**
 * `pnpm release:*` on this shop's data (and its settings), beside the running server; its output.
 * Run without blocking: a test double the command talks to (the object store's) answers from this
 * process.
 */
export async function release(shop: ShopServer, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await new Promise<{
    code: number;
    stdout: string;
    stderr: string;
  }>((resolve) => {
    execFile(
      process.execPath,
      [RELEASE_CLI, ...args],
      { cwd: WORKSPACE_DIR, env: shop.env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, out, err) => {
        const exit = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code: exit, stdout: out, stderr: err });
      },
    );
  });
  expect(code, `release ${args.join(' ')}:\n${stdout}\n${stderr}`).toBe(0);
  return stdout;
}

/** Publishes a build folder as a storefront release; its id. */
export async function publish(shop: ShopServer, dir: string): Promise<string> {
  const out = await release(shop, 'publish', 'storefront', '--from', dir);
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
