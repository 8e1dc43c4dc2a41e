// Every workspace package with a `test` script, dependencies before their dependents (the order
// `pnpm -r run test` uses), so a broken shared package fails first and reads first.
import fs from 'node:fs';
import path from 'node:path';
import { SetupError, WORKSPACE_DIR, output } from './setup/commands.mjs';

/** @returns {{ name: string, dir: string }[]} */
export function workspaceTestSuites() {
  const listed = output('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], {
    cwd: WORKSPACE_DIR,
  });
  if (listed === null) throw new SetupError('pnpm could not list the workspace packages');
  const packages = JSON.parse(listed)
    .filter((project) => path.resolve(project.path) !== WORKSPACE_DIR)
    .map((project) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(project.path, 'package.json'), 'utf8'));
      const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
      return { name: manifest.name, dir: project.path, manifest, dependencies };
    });
  return dependenciesFirst(packages)
    .filter((pkg) => pkg.manifest.scripts?.test)
    .map(({ name, dir }) => ({ name, dir }));
}

/** Packages ordered so each comes after the workspace packages it depends on; ties by name. */
export function dependenciesFirst(packages) {
  const names = new Set(packages.map((pkg) => pkg.name));
  const ordered = [];
  const placed = new Set();
  let remaining = [...packages].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((pkg) =>
      Object.keys(pkg.dependencies).every((dep) => !names.has(dep) || placed.has(dep)),
    );
    // A dependency cycle: keep going in name order rather than stop the run.
    const next = ready.length > 0 ? ready : remaining.slice(0, 1);
    for (const pkg of next) {
      ordered.push(pkg);
      placed.add(pkg.name);
    }
    remaining = remaining.filter((pkg) => !placed.has(pkg.name));
  }
  return ordered;
}
