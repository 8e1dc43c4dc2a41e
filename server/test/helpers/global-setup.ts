import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/** Once per run: the migrated PGlite template, and the PostgreSQL pass announced either way. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'make-pglite-template.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Installed once, before test files create their schemas in parallel.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await client.end();
    console.log(
      `\nServer tests: PGlite and PostgreSQL (${redact(url)}); set-up ${Date.now() - started} ms`,
    );
  } else {
    console.log(
      '\n*** PostgreSQL pass SKIPPED: TEST_DATABASE_URL is not set; server tests ran on PGlite only ***',
    );
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
