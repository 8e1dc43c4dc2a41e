import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../harness/fixtures';
import { serveDirectory } from '../../harness/static-site';
import { WORKSPACE_DIR } from '../../harness/workspace';
import { expectStorefront } from '../../pages/shell/mounted-remotes';

const STOREFRONT_DIR = path.join(WORKSPACE_DIR, 'storefront-mfe');
const SHELL_DIST = path.join(WORKSPACE_DIR, 'shell/dist');
const RELEASE_NOTE = 'Storefront release 2, deployed on its own';
// A wording fix of release 2: the storefront's texts ship with the storefront.
const COLLECTION_TITLE = { before: 'Collection of this week', after: 'This week’s collection' };

/** sha256 of every file of a folder, by relative path. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return out;
}

/**
 * Builds the storefront remote ALONE from a copy of its sources whose App shows one more visible
 * text and whose dictionary words a title anew, exactly as its own pipeline would (same webpack
 * config, same dependencies).
 */
function buildStorefrontRelease2(workDir: string): string {
  const copy = path.join(workDir, 'storefront-mfe');
  for (const part of ['src', 'webpack.config.cjs', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(STOREFRONT_DIR, part), path.join(copy, part), { recursive: true });
  }
  fs.symlinkSync(path.join(STOREFRONT_DIR, 'node_modules'), path.join(copy, 'node_modules'));
  fs.symlinkSync(path.join(WORKSPACE_DIR, 'shared-ui'), path.join(workDir, 'shared-ui'));
  fs.symlinkSync(path.join(WORKSPACE_DIR, 'shared-api'), path.join(workDir, 'shared-api'));
  const app = path.join(copy, 'src/app');
  fs.renameSync(path.join(app, 'app.tsx'), path.join(app, 'app-release-1.tsx'));
  fs.writeFileSync(
    path.join(app, 'app.tsx'),
    `import Release1 from './app-release-1';\n` +
      `export default function App() {\n` +
      `  return (<><p data-testid="release-note">${RELEASE_NOTE}</p><Release1 /></>);\n` +
      `}\n`,
  );
  const english = path.join(copy, 'src/i18n/en.ts');
  const texts = fs.readFileSync(english, 'utf8');
  expect(texts).toContain(`'${COLLECTION_TITLE.before}'`);
  fs.writeFileSync(
    english,
    texts.replace(`'${COLLECTION_TITLE.before}'`, `'${COLLECTION_TITLE.after}'`),
  );
  const webpackCli = path.join(STOREFRONT_DIR, 'node_modules/webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return path.join(copy, 'dist');
}

test('a storefront rebuilt and redeployed alone shows its change and its new wording on reload; the shell files stay byte-identical', async ({
  page,
  startShop,
}) => {
  test.setTimeout(240_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-redeploy-'));
  // The storefront's own host (a CDN in production), first with the current release.
  const deployDir = path.join(workDir, 'cdn');
  fs.cpSync(path.join(STOREFRONT_DIR, 'dist'), deployDir, { recursive: true });
  const cdn = await serveDirectory(deployDir);
  try {
    const shop = await startShop({
      env: { STOREFRONT_REMOTE_URL: `${cdn.origin}/mf-manifest.json` },
    });
    const shellBefore = fingerprint(SHELL_DIST);
    const servedShell = async () =>
      createHash('sha256')
        .update(await (await fetch(`${shop.baseURL}/`)).text())
        .digest('hex');
    const servedShellBefore = await servedShell();

    await page.goto(`${shop.baseURL}/`);
    await expectStorefront(page);
    await expect(page.getByTestId('release-note')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: COLLECTION_TITLE.before })).toBeVisible();

    // Release 2: built alone, then uploaded over the old files of its host.
    const release2 = buildStorefrontRelease2(workDir);
    fs.cpSync(release2, deployDir, { recursive: true });

    await page.reload();
    await expect(page.getByText(RELEASE_NOTE)).toBeVisible();
    await expect(page.getByRole('heading', { name: COLLECTION_TITLE.after })).toBeVisible();
    await expectStorefront(page);

    expect(fingerprint(SHELL_DIST)).toEqual(shellBefore);
    expect(await servedShell()).toBe(servedShellBefore);
  } finally {
    await cdn.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
