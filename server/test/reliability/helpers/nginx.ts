import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's nginx: a real load balancer in front of the spawned servers. */
export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = existsSync(NGINX);

export function announceMissingNginx(what: string): void {
  if (!nginxInstalled) {
    console.log(
      `*** ${what}: SKIPPED, ${NGINX} is missing (install it: apt-get install -y nginx) ***`,
    );
  }
}

/** One line of the access log: which instance (or instances, in turn) answered a request. */
export interface AccessEntry {
  /** The X-Request-Id the test sent ('-' when none). */
  requestId: string;
  method: string;
  uri: string;
  status: number;
  /** The upstreams tried, in order (`127.0.0.1:4981`); more than one when nginx moved on. */
  upstreams: string[];
  upstreamStatuses: string[];
}

export interface RunningNginx {
  readonly port: number;
  readonly baseURL: string;
  /** Every request logged so far. */
  accessLog(): AccessEntry[];
  errorLog(): string;
  stop(): Promise<void>;
}

/** The test's own nginx configuration: nothing of the machine's /etc/nginx is read. */
function configFor(dir: string, port: number, upstreams: number[]): string {
  const tmp = (name: string) => path.join(dir, 'tmp', name);
  return `
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root root;' : ''}

events { worker_connections 512; }

http {
  log_format upstreams '$http_x_request_id $request_method $request_uri $status '
                       '"$upstream_addr" "$upstream_status"';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  client_max_body_size 8m;

  upstream shop {
    # One failure takes an instance out of turn for 2 s; then one request tries it again. (Short,
    # so the test sees that retry; production would wait longer between tries of a dead box.)
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A refused connection or a timeout moves on to the next instance. An order already sent
      # to an instance that then died is NOT sent again (no non_idempotent): it may have been
      # placed, so the shopper is told 502 instead of being charged twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

function parseLine(line: string): AccessEntry | null {
  const match = /^(\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)"$/.exec(line);
  if (!match) return null;
  const [, requestId, method, uri, status, addr, statuses] = match as unknown as string[];
  const list = (s: string | undefined) =>
    (s ?? '')
      // `a, b` when nginx moved on; `a : b` across an internal redirect.
      .split(/\s*,\s*|\s+:\s+/)
      .map((x) => x.trim())
      .filter((x) => x && x !== '-');
  return {
    requestId: requestId ?? '-',
    method: method ?? '',
    uri: uri ?? '',
    status: Number(status),
    upstreams: list(addr),
    upstreamStatuses: list(statuses),
  };
}

/**
 * Starts nginx in the foreground with a configuration of its own in `dir` (its pid, error log
 * and access log there), balancing 127.0.0.1:<port> over the given instances, and resolves once
 * it answers a health check through them.
 */
export async function startNginx(options: {
  dir: string;
  port: number;
  upstreams: number[];
}): Promise<RunningNginx> {
  const { dir, port, upstreams } = options;
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, 'tmp', name), { recursive: true });
  }
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, configFor(dir, port, upstreams));
  const accessLogFile = path.join(dir, 'access.log');
  const errorLogFile = path.join(dir, 'error.log');
  writeFileSync(accessLogFile, '');

  const child = spawn(NGINX, ['-c', conf, '-p', dir, '-e', errorLogFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readErrors = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');

  const nginx: RunningNginx = {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    accessLog: () =>
      readFileSync(accessLogFile, 'utf8')
        .split('\n')
        .map(parseLine)
        .filter((e): e is AccessEntry => e !== null),
    errorLog: readErrors,
    async stop() {
      // SIGQUIT: nginx's graceful stop (its master waits for the worker).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited during start-up:\n${output}\n${readErrors()}`);
    }
    try {
      if ((await fetch(`${nginx.baseURL}/api/health/ready`)).ok) return nginx;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await nginx.stop();
  throw new Error(`nginx did not answer through the instances:\n${output}\n${readErrors()}`);
}
