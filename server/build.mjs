// Bundles the server (dist/server.js) and its commands (dist/cli/<name>.js: create-staff, backup,
// restore, move-to-postgres, refresh-catalogue, release) into dist/: our code and the workspace packages
// (@poshak/*) are inlined, npm packages stay external and load from node_modules at run time. The
// drizzle migrations are read from server/drizzle at run time (src/config.ts finds the folder).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/** The shop's commands, each `pnpm --filter @poshak/server <name>` (package.json). */
const COMMANDS = [
  'create-staff',
  'backup',
  'restore',
  'move-to-postgres',
  'refresh-catalogue',
  'release',
];

const started = Date.now();
rmSync(new URL('./dist/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    server: 'src/server.ts',
    ...Object.fromEntries(COMMANDS.map((name) => [`cli/${name}`, `src/cli/${name}.ts`])),
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports that are not workspace packages stay require()s of node_modules.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@poshak/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server built into server/dist in ${Date.now() - started} ms`);
