import type { Page, Route } from '@playwright/test';

export type RemoteName = 'storefront' | 'backoffice';

/** URL pattern of every file of a remote as the production server serves it. */
export function remoteFiles(name: RemoteName): string {
  return `**/remotes/${name}/**`;
}

/**
 * Makes a remote's files unavailable to this page (404 for its manifest, entry and chunks), as when
 * its host is down or a deployment lost them. Returns a function that makes them available again.
 */
export async function takeRemoteDown(page: Page, name: RemoteName): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  await page.route(remoteFiles(name), handler);
  return () => page.unroute(remoteFiles(name), handler);
}

/**
 * Replaces the runtime remote config for this page: the copy the server writes into every page
 * (`<script id="poshak-remotes">`) and `/mf-config.json`, which the shell asks for without it.
 */
export async function serveRemoteConfig(
  page: Page,
  remotes: { name: string; entry: string }[],
): Promise<void> {
  const json = JSON.stringify({ remotes });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="poshak-remotes" type="application\/json">)[^<]*(<\/script>)/,
      (_match, open: string, close: string) => `${open}${json}${close}`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('**/mf-config.json', (route) => route.fulfill({ json: { remotes } }));
}

/** Serves a hand-written script at `url` (e.g. a broken or test remote entry). */
export async function serveScript(page: Page, url: string, body: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

/** What the shell told the server of failed remote loads on this page (POST bodies, in order). */
export function loadFailureReports(page: Page): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/releases/load-failures')) {
      reports.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return reports;
}
