import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '@performa/server/testing';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'performa-bench-'));

/** Starts the real server as `npm start` does (a separate node process) and waits for /api/health. */
export async function startServer(options: { dataDir: string; port: number; env?: Record<string, string> }): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    process: child,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A fresh database on a PostgreSQL server, for a benchmark on the real thing. */
export const createScratchDatabase = (serverUrl: string) => scratchDatabase(serverUrl, 'performa_bench');
