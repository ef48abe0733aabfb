import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/server-process.ts';

/**
 * Debian's nginx and pgbouncer as the deployment tests run them (docs/deployment.md shows the same
 * settings): each with its configuration in a temporary folder, in the foreground, stopped by the test.
 * scripts/ensure-system-packages.sh installs both.
 */
export interface Daemon {
  port: number;
  output(): string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], port: number, logFile?: string): Daemon & { child: ChildProcess } {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    child,
    output: () => output + (logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number, daemon: Daemon) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}:\n${daemon.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * pgbouncer in transaction mode in front of the machine's PostgreSQL (127.0.0.1:5432, trust): every
 * database of the server under its own name. pgbouncer refuses to run as root: as root, it runs as the
 * postgres user.
 */
export async function startPgbouncer(): Promise<Daemon> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'performa-pgbouncer-'));
  const user = userInfo().username;
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n"root" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
pidfile = ${dir}/pgbouncer.pid
`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const daemon = run('/usr/sbin/pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], port);
  await listening(port, daemon);
  return daemon;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** How long nginx leaves an instance that refused a connection alone before trying it again. */
const FAIL_TIMEOUT_MS = 1000;

/** nginx, and the one step of an instance's restart that is the proxy's. */
export interface Nginx extends Daemon {
  /**
   * Takes the instance on that port out of the upstream (`down`), or every instance back in (null), and
   * reloads nginx (SIGHUP): resolves once the workers with the new configuration run. The old workers finish
   * what they were passing on.
   */
  takeOut(upstream: number | null): Promise<void>;
}

/**
 * nginx in front of the given app ports, as docs/deployment.md configures it: round robin, the client's
 * address in X-Forwarded-For, and a request that finds an instance gone (connection refused) passed to
 * the next one.
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'performa-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 });
  const errorLog = path.join(dir, 'logs/error.log');
  const configure = (down: number | null) =>
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} notice;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/client_body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size 20m;
  upstream performa {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${FAIL_TIMEOUT_MS / 1000}s${p === down ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://performa;
      proxy_next_upstream error timeout;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
    );
  configure(null);
  const daemon = run('/usr/sbin/nginx', ['-e', errorLog, '-p', dir, '-c', path.join(dir, 'nginx.conf')], port, errorLog);
  await listening(port, daemon);
  const workersStarted = () => (existsSync(errorLog) ? (readFileSync(errorLog, 'utf8').match(/start worker process \d+/g)?.length ?? 0) : 0);
  return {
    port,
    output: daemon.output,
    stop: daemon.stop,
    takeOut: async (upstream) => {
      const before = workersStarted();
      configure(upstream);
      daemon.child.kill('SIGHUP');
      const deadline = Date.now() + 15_000;
      while (workersStarted() === before) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload:\n${daemon.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
