import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase, startServerProcess } from '@performa/server/testing';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answer of /api/health. */
  startupMs: number;
  /** Resident memory of the server process, MiB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'performa-bench-'));

let built = false;
/** The server compiled from the sources as they are now, once per benchmark run. */
function buildServer() {
  if (built) return;
  execFileSync(process.execPath, [path.join(ROOT, 'packages/server/scripts/build.mjs')], { stdio: 'inherit' });
  built = true;
}

/**
 * Starts the real server as `npm start` does (compiled, a separate node process) and waits for it;
 * `entry: 'sources'` runs the TypeScript sources through tsx instead (the start before ADR 35).
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  entry?: 'compiled' | 'sources';
  node?: string;
}): Promise<RunningServer> {
  if (options.entry !== 'sources') buildServer();
  const server = await startServerProcess({
    port: options.port,
    entry: options.entry,
    node: options.node,
    inherit: true,
    env: { DATA_DIR: options.dataDir, ...options.env },
  });
  return {
    url: server.url,
    process: server.child,
    startupMs: server.startupMs,
    rssMb: server.rssMb,
    stop: async () => void (await server.stop()),
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A fresh database on a PostgreSQL server, for a benchmark on the real thing. */
export const createScratchDatabase = (serverUrl: string) => scratchDatabase(serverUrl, 'performa_bench');
