import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

export const ROOT = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  "../..",
);

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export const freshDataDir = () =>
  mkdtempSync(path.join(tmpdir(), "performa-bench-"));

/** Starts the real server as `npm start` does (a separate node process) and waits for /api/health. */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      path.join(ROOT, "packages/server/src/main.ts"),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}`);
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
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]!;
};

/** A fresh database on a PostgreSQL server, for a benchmark on the real thing. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `performa_bench_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
