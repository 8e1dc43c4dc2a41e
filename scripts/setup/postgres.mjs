// The server's tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL names one.
// A PostgreSQL installed on this machine is started and given a `test` database, so the second
// pass runs wherever it can; without one the server's suite says it ran on PGlite only.
import fs from 'node:fs';
import { onPath, output, run, say } from './commands.mjs';

const HOST = '127.0.0.1';
const PORT = '5432';
const LOCAL_TEST_DATABASE = `postgres://postgres@${HOST}:${PORT}/test`;
const CLUSTERS_DIR = '/etc/postgresql';

const isReady = () => output('pg_isready', ['-q', '-h', HOST, '-p', PORT]) !== null;

/** Newest installed cluster version (`/etc/postgresql/<version>/main`), or null. */
function installedVersion() {
  if (!onPath('pg_ctlcluster')) return null;
  if (!fs.existsSync(CLUSTERS_DIR)) return null;
  const versions = fs.readdirSync(CLUSTERS_DIR).filter((v) => /^\d+(\.\d+)?$/.test(v));
  return versions.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

async function waitUntilReady(seconds) {
  for (let i = 0; i < seconds; i++) {
    if (isReady()) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return isReady();
}

// -w: never wait for a password prompt nobody will answer.
const psql = (sql) =>
  output('psql', ['-w', '-h', HOST, '-p', PORT, '-U', 'postgres', '-d', 'postgres', '-qAtc', sql]);

/** Sets TEST_DATABASE_URL for the suites when a PostgreSQL can be had; says so either way. */
export async function ensureTestDatabase() {
  if (process.env.TEST_DATABASE_URL) {
    say('server tests: PostgreSQL from TEST_DATABASE_URL as given');
    return;
  }
  if (!onPath('pg_isready') || !onPath('psql')) {
    say('server tests: no PostgreSQL installed here, so they run on PGlite only');
    return;
  }
  if (!isReady()) {
    const version = installedVersion();
    if (!version) {
      say(`server tests: no PostgreSQL at ${HOST}:${PORT} nor one to start, so PGlite only`);
      return;
    }
    say(`starting PostgreSQL ${version} …`);
    const started = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    if (!started || !(await waitUntilReady(30))) {
      say(`server tests: PostgreSQL ${version} did not start, so they run on PGlite only`);
      return;
    }
  }
  const exists = psql("SELECT 1 FROM pg_database WHERE datname = 'test'");
  if (exists === '' && psql('CREATE DATABASE test') === null) {
    say(`server tests: could not create database test at ${HOST}:${PORT}, so PGlite only`);
    return;
  }
  if (exists === null) {
    say(`server tests: PostgreSQL at ${HOST}:${PORT} refused user postgres, so PGlite only`);
    return;
  }
  process.env.TEST_DATABASE_URL = LOCAL_TEST_DATABASE;
  say(`server tests: PGlite and PostgreSQL (${LOCAL_TEST_DATABASE})`);
}
