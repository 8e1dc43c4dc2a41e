// The contract check `pnpm release <remote>` runs before publishing, on small remotes made from the
// storefront's own check file and tsconfig: one that fits, and ones whose modules break the contract.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, describe, it } = require('node:test');
const { remoteContractProblem } = require('../src/remote-contract.cjs');
const { WORKSPACE_DIR } = require('../src/sharing.cjs');

const STOREFRONT = path.join(WORKSPACE_DIR, 'storefront-mfe');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-remote-contract-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

const FITTING_APP = `
export const landingPageCode: Promise<void> = Promise.resolve();
export default function App({ title = 'Shop' }: { title?: string }) {
  return <h1>{title}</h1>;
}
`;
const FITTING_SERVER = `
import type { CreatePageRenderer } from '@poshak/shared-api/page';
export const createPageRenderer: CreatePageRenderer = () => ({ render: async () => null });
`;

/**
 * A remote with the storefront's check file, tsconfigs and dependencies, and the given app and
 * server modules.
 * @param {string} name
 * @param {{ app?: string, server?: string }} modules
 */
function remote(name, { app = FITTING_APP, server = FITTING_SERVER }) {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'src', 'app'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src', 'server'), { recursive: true });
  fs.symlinkSync(path.join(STOREFRONT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(STOREFRONT, 'tsconfig.json'), include: ['src'] }),
  );
  for (const file of ['tsconfig.contract.json', 'src/remote-contract.ts']) {
    fs.copyFileSync(path.join(STOREFRONT, file), path.join(dir, file));
  }
  fs.writeFileSync(path.join(dir, 'src', 'app', 'app.tsx'), app);
  fs.writeFileSync(path.join(dir, 'src', 'server', 'render-page.ts'), server);
  return dir;
}

describe('remoteContractProblem', () => {
  it('passes a remote whose ./App and server bundle fit', () => {
    assert.equal(remoteContractProblem(remote('fits', {}), 'storefront'), null);
  });

  it('refuses an ./App that needs props the shell does not give, naming the module and why', () => {
    const problem = remoteContractProblem(
      remote('needs-props', {
        app: `export default function App({ shop }: { shop: string }) { return <h1>{shop}</h1>; }`,
      }),
      'storefront',
    );
    assert.match(
      problem ?? '',
      /^storefront: the modules it exposes or its server-render bundle break the contract the shell and the server load them by \(@poshak\/shared-ui\/remote-contract/,
    );
    assert.match(problem ?? '', /src\/remote-contract\.ts\(\d+,\d+\): error TS2344/);
    assert.match(problem ?? '', /'\.\/App'/);
    assert.match(problem ?? '', /ComponentType/);
  });

  it('refuses an ./App without a default export, and a landing promise of another type', () => {
    const problem = remoteContractProblem(
      remote('no-default', { app: `export const landingPageCode = () => Promise.resolve();` }),
      'storefront',
    );
    assert.match(problem ?? '', /error TS2344/);
    assert.match(problem ?? '', /default|landingPageCode/);
  });

  it('refuses a server bundle that does not export createPageRenderer', () => {
    const problem = remoteContractProblem(
      remote('no-renderer', { server: `export const renderPage = () => null;` }),
      'backoffice',
    );
    assert.match(problem ?? '', /^backoffice: /);
    assert.match(problem ?? '', /createPageRenderer/);
  });
});
