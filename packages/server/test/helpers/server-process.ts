import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths.ts';

/**
 * The real server as its own process, for the tests and benchmarks that need one (several processes,
 * signals, start-up): the one way they start it.
 * - `compiled` (default): as `npm start` does, scripts/run-built.mjs main, the compiled server
 *   (packages/server/dist, built first when missing; ADR 35);
 * - `sources`: the TypeScript sources through tsx, for a test of code not built yet.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answer. */
  startupMs: number;
  output(): string;
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resident memory of the process (of the primary only, with WEB_CONCURRENCY above 1), in MiB. */
  rssMb(): number;
}

export interface ServerProcessOptions {
  env?: Record<string, string>;
  port?: number;
  entry?: 'compiled' | 'sources';
  /** The node binary (default: this process's). */
  node?: string;
  /** Output passed through instead of kept (benchmarks). */
  inherit?: boolean;
  /** Gives up waiting for the first answer after this long. */
  timeoutMs?: number;
  /** Called with all the output so far whenever more comes (a test acting on a log line). */
  onOutput?: (output: string) => void;
}

/** A port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the server and waits until it answers (any answer: a status may count against a rate limit). */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // The test runner's own database and Redis are not the server's unless given in `env`.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const args =
    options.entry === 'sources'
      ? ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/main.ts')]
      : [path.join(REPO_ROOT, 'scripts/run-built.mjs'), 'main'];
  const started = performance.now();
  const child = spawn(options.node ?? process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'performa-process-')),
      ...options.env,
      PORT: String(port),
    },
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const more = (d: Buffer) => {
    output += d;
    options.onOutput?.(output);
  };
  child.stdout?.on('data', more);
  child.stderr?.on('data', more);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${output}`);
    }
    try {
      await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '10.255.255.255' } });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const startupMs = performance.now() - started;
  return {
    url,
    port,
    child,
    startupMs,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
  };
}
