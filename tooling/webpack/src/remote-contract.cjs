// @ts-check
/**
 * The contract check of a remote: tsc over its `tsconfig.contract.json`, which compiles
 * `src/remote-contract.ts` and the modules it names against @poshak/shared-ui/remote-contract.
 * `pnpm release <remote>` runs it before building and publishing; run by path, it checks the
 * remote folder it is given (`node tooling/webpack/src/remote-contract.cjs storefront-mfe storefront`).
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const TSC = require.resolve('typescript/bin/tsc');

/**
 * Null when the remote in `appDir` fits the contract; else why not, tsc's errors with it.
 * @param {string} appDir
 * @param {string} name the remote's name, for the message
 * @returns {string | null}
 */
function remoteContractProblem(appDir, name) {
  const result = spawnSync(
    process.execPath,
    [TSC, '--noEmit', '--pretty', 'false', '-p', path.join(appDir, 'tsconfig.contract.json')],
    { cwd: appDir, encoding: 'utf8' },
  );
  if (result.status === 0) return null;
  const told = `${result.stdout}${result.stderr}`.trim() || result.error?.message || 'no output';
  return (
    `${name}: the modules it exposes or its server-render bundle break the contract the shell ` +
    `and the server load them by (@poshak/shared-ui/remote-contract, checked by ` +
    `src/remote-contract.ts); nothing is built or published:\n` +
    told
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n')
  );
}

module.exports = { remoteContractProblem };

if (require.main === module) {
  const [dir, name] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node remote-contract.cjs <remote folder> [name]');
    process.exit(1);
  }
  const appDir = path.resolve(dir);
  const problem = remoteContractProblem(appDir, name ?? path.basename(appDir));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
