import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { Refusal } from '../backup/refusal';
import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirBusyError, dataDirHolder } from '../db/data-dir-lock';
import { EmbeddedPostgresError, type EngineLog } from '../db/embedded-postgres';
import { commandArgs, commandEnv } from './command-env';

/** What ends a command before its work: an exit code (the reason already printed). */
export class CommandExit {
  constructor(readonly code: number) {}
}

/**
 * The command's options, checked by `schema`: `--help` prints the usage and ends with 0; an
 * unknown option or a value the schema refuses prints what is wrong and the usage, and ends with 1.
 */
export function readOptions<S extends z.ZodType>(
  usage: string,
  options: NonNullable<ParseArgsConfig['options']>,
  schema: S,
): z.infer<S> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: commandArgs(),
      options: { ...options, help: { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    throw new CommandExit(1);
  }
  if (values.help) {
    console.log(usage);
    throw new CommandExit(0);
  }
  const { help: _help, ...given } = values;
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const [name] = issue.path;
      const missing = issue.path.length === 1 && given[String(name)] === undefined;
      return `  --${issue.path.join('.')}: ${missing ? 'is required' : issue.message}`;
    });
    console.error(`${problems.join('\n')}\n\n${usage}`);
    throw new CommandExit(1);
  }
  return parsed.data;
}

/** The shop's configuration as a command reads it (see command-env); a bad value ends it with 1. */
export const commandConfig = (): Config => loadConfig(commandEnv());

/** What the embedded PostgreSQL says while a command runs it: its news, not its chatter. */
export const commandLog: EngineLog = {
  debug: () => undefined,
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/** Ends the command with 2 while a running server holds the shop in `dataDir`. */
export function refuseWhileServed(dataDir: string, unchanged: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder === undefined) return;
  console.error(
    `A running server (pid ${holder}) holds the shop in ${dataDir}; ` +
      `${unchanged}. Stop the server and run this again.`,
  );
  throw new CommandExit(2);
}

/**
 * Runs a command to its exit code. What stops it is told in one line: a refusal or a bad
 * configuration by its message (a refusal with its own exit code; 2 when a server holds the
 * embedded database), anything unexpected with its stack (exit code 1).
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CommandExit) process.exit(error.code);
      const told =
        error instanceof Refusal ||
        error instanceof ConfigError ||
        error instanceof DataDirBusyError ||
        error instanceof EmbeddedPostgresError;
      console.error(told ? error.message : error);
      process.exit(
        error instanceof Refusal ? error.exitCode : error instanceof DataDirBusyError ? 2 : 1,
      );
    },
  );
}
