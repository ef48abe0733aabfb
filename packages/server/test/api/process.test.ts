import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

/** Runs the real server entry point as its own process (as `npm start` does). */
function runServer(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('starts on a fresh data folder, answers /api/health and stops gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'performa-proc-'));
    const port = 3700 + Math.floor(Math.random() * 200);
    const server = runServer({ DATA_DIR: dataDir, PORT: String(port) });
    // Waits until it answers (a refused connection is retried).
    await vi.waitFor(async () => expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, server.output()).toBe(true), {
      timeout: 50_000,
      interval: 100,
    });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'token-secret'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it('refuses to start with a bad variable, naming it', async () => {
    const server = runServer({ PORT: 'not-a-port', NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'performa-proc-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT:');
  }, 30_000);
});

describe('the operator command line', () => {
  const operator = (args: string[], dataDir: string) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/cli/operator.ts'), ...args], {
      cwd: ROOT,
      env: { ...inherited, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  };

  it('explains its usage, and names what it cannot find', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'performa-op-'));
    const usage = await operator([], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('grant-package COMPANY');
    const missing = await operator(['activate', 'ghost'], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No account with username "ghost".');
    const badMonths = await operator(['grant-package', 'C123', '--months', 'soon'], dataDir);
    expect(badMonths.code).toBe(1);
    expect(badMonths.output).toContain('--months must be a whole number from 1 to 60.');
  }, 60_000);
});
