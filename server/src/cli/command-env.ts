import path from 'node:path';
import { WORKSPACE_DIR } from '../config';

/**
 * The environment a shop command reads its configuration from. pnpm runs a package's script in
 * the package's folder (`server/`), but a path a person types means the folder they typed it in,
 * which pnpm and npm pass on as INIT_CWD; and with no DATA_DIR the shop is the one `npm start`
 * serves, `<workspace>/data` (scripts/start.mjs decides the same way). Run without pnpm (`node
 * server/dist/cli/backup.js`), there is no INIT_CWD and paths mean what they mean to the server.
 */
export function commandEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const typedIn = env.INIT_CWD;
  if (!typedIn) return env;
  return {
    ...env,
    DATA_DIR: env.DATA_DIR ? path.resolve(typedIn, env.DATA_DIR) : path.join(WORKSPACE_DIR, 'data'),
    ...(env.UPLOAD_DIR ? { UPLOAD_DIR: path.resolve(typedIn, env.UPLOAD_DIR) } : {}),
  };
}

/** A file named on the command line, from the folder the command was typed in. */
export const typedPath = (file: string, env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.INIT_CWD ?? process.cwd(), file);

/**
 * The command's own arguments. `pnpm --filter @poshak/server backup -- --to x` hands the script
 * the `--` too, which would end the options before they start.
 */
export const commandArgs = (argv: string[] = process.argv.slice(2)): string[] =>
  argv[0] === '--' ? argv.slice(1) : argv;
