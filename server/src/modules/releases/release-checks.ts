import { CONTRACT_VERSION } from '@poshak/shared-api/contract';
import { LANGUAGE_COOKIE, type ServerApi } from '@poshak/shared-api/page';
import { paths } from '@poshak/shared-api/paths';
import type { Release, ReleaseStore } from './release-store';
import { SINGLETONS } from './release-build';
import { releaseRenderer } from './server-bundle';
import type { RemoteName } from './remotes';

/** What a release must fit: the API this server runs and the shell it serves. */
export interface Host {
  contractVersion: string;
  singletons: Record<string, string>;
}

export const hostOf = (singletons: Record<string, string>): Host => ({
  contractVersion: CONTRACT_VERSION,
  singletons,
});

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** The page each remote's smoke render draws: the one most visits start on. */
const SMOKE_PAGE: Record<RemoteName, string> = {
  storefront: paths.home,
  backoffice: paths.admin.login,
};

/** Longest a smoke render may take: a page slower than this would go out undrawn anyway. */
const SMOKE_TIMEOUT_MS = 5_000;

/**
 * Why a release cannot go live beside `host`, one reason a line; none when it fits. A minor or
 * patch difference of the contract is allowed: it only adds what the release can ignore.
 */
export function compatibilityProblems(release: Release, host: Host): string[] {
  const problems: string[] = [];
  const built = major(release.contractVersion);
  const running = major(host.contractVersion);
  if (built !== running) {
    problems.push(
      `contract: built against shared-api contract ${release.contractVersion}, the API runs ` +
        `${host.contractVersion}; a different major version means calls it makes may be refused or misread`,
    );
  }
  for (const name of SINGLETONS) {
    const shell = host.singletons[name];
    const own = release.singletons[name];
    if (shell && own && shell !== own) {
      problems.push(
        `singleton ${name}: built with ${own}, the shell shares ${shell}; a page must hold one copy`,
      );
    }
  }
  if (!release.exposes.includes('./App')) {
    problems.push(
      `exposes: ./App is missing (exposes ${release.exposes.join(', ') || 'nothing'}); the shell mounts ./App`,
    );
  }
  return problems;
}

/**
 * Draws the remote's first page with the release's own server bundle, through this server's API,
 * in both languages: a bundle that throws, draws nothing or errs is refused before any shopper
 * meets it. Resolves with the reason it failed, or null.
 */
export async function smokeRenderProblem(
  store: ReleaseStore,
  release: Release,
  cacheDir: string,
  api: ServerApi,
): Promise<string | null> {
  const url = SMOKE_PAGE[release.remote];
  let renderer;
  try {
    renderer = (await releaseRenderer(store, release, cacheDir, api))?.();
  } catch (error) {
    return `smoke render: the server bundle does not load (${(error as Error).message})`;
  }
  if (renderer === undefined) {
    // Nothing to draw on the server: only the storefront must have a bundle (its pages are drawn).
    return release.remote === 'storefront'
      ? 'smoke render: the release has no server-render bundle (server/render-page.*.js)'
      : null;
  }
  if (renderer === null) {
    return 'smoke render: the server bundle does not load or does not export createPageRenderer';
  }
  for (const language of ['bn', 'en']) {
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        renderer.render({
          url,
          cookie: `${LANGUAGE_COOKIE}=${language}`,
          origin: 'http://localhost',
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`took over ${SMOKE_TIMEOUT_MS} ms`)),
            SMOKE_TIMEOUT_MS,
          );
        }),
      ]);
      if (!page || !page.root.trim()) return `smoke render: ${url} (${language}) drew nothing`;
      if (page.status && page.status !== 200) {
        return `smoke render: ${url} (${language}) answered ${page.status}`;
      }
    } catch (error) {
      return `smoke render: ${url} (${language}) failed (${(error as Error).message})`;
    } finally {
      clearTimeout(timer);
    }
  }
  return null;
}
