import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTRACT_VERSION } from '@poshak/shared-api/contract';
import { MANIFEST } from './remotes';

/**
 * The singletons a remote must share with the shell (one copy each on a page): a remote carrying
 * another React or router breaks hooks and context in shoppers' browsers only.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'antd',
  'i18next',
] as const;

export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

export interface BuildInfo {
  gitCommit: string;
  builtAt: Date;
  contractVersion: string;
  singletons: Record<string, string>;
}

export interface ReleaseBuild {
  /** The hash of every file's path and bytes: the same build is the same release. */
  id: string;
  files: ReleaseFile[];
  exposes: string[];
}

/** Source maps hold the apps' sources and are never served; a release leaves them out. */
const isSourceMap = (file: string) => file.toLowerCase().endsWith('.map');

function filesUnder(dir: string, prefix = ''): ReleaseFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${relative}/`);
      if (!entry.isFile() || isSourceMap(entry.name)) return [];
      return [{ path: relative, bytes: readFileSync(path.join(dir, entry.name)) }];
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function releaseId(files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    // Lengths first: `a` + `bc` and `ab` + `c` must not hash alike.
    hash.update(`${file.path.length}:${file.path}:${file.bytes.length}:`);
    hash.update(file.bytes);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The modules a manifest says the remote exposes (`./App`). */
export function exposedModules(manifest: Buffer): string[] {
  const parsed = JSON.parse(manifest.toString('utf8')) as { exposes?: { path?: string }[] };
  return (parsed.exposes ?? []).flatMap((e) => (e.path ? [e.path] : []));
}

/** A remote's built `dist/` as a release: its files (maps left out), id and exposed modules. */
export function readBuild(distDir: string): ReleaseBuild {
  const files = filesUnder(distDir);
  const manifest = files.find((f) => f.path === MANIFEST);
  if (!manifest) throw new Error(`${distDir} holds no ${MANIFEST}: is the remote built?`);
  return { id: releaseId(files), files, exposes: exposedModules(manifest.bytes) };
}

/**
 * The versions of the singletons a package resolves (its own dependency, else through shared-ui,
 * where i18next and antd reach the shell's pages). A singleton it cannot reach is left out.
 */
export function singletonVersions(packageDir: string, sharedUiDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of SINGLETONS) {
    for (const from of [packageDir, sharedUiDir]) {
      try {
        const file = createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`);
        versions[name] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
        break;
      } catch {
        // Not a dependency of this one: try the next.
      }
    }
  }
  return versions;
}

/** The commit a build was made from, `+dirty` when the tree had changes not committed. */
export function gitCommit(dir: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git('rev-parse', 'HEAD').trim();
    return git('status', '--porcelain').trim() ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/** What a release records of how it was built, read from the workspace it was built in. */
export function buildInfo(
  packageDir: string,
  sharedUiDir: string,
  builtAt: Date = new Date(),
): BuildInfo {
  return {
    gitCommit: gitCommit(packageDir),
    builtAt,
    contractVersion: CONTRACT_VERSION,
    singletons: singletonVersions(packageDir, sharedUiDir),
  };
}
