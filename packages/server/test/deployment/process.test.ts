import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { request } from './traffic.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'performa-proc-'));

/** Runs a compiled entry (scripts/run-built.mjs, as `npm start` and `npm run operator` do) to its exit. */
function runToExit(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/run-built.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the server process (docs/product.md §8, ADR 35)', () => {
  it('runs compiled on the pinned Node 24, starts on a fresh data folder and stops gracefully on SIGTERM', async () => {
    const dataDir = tempDir();
    const server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The compiled entry, not the sources: no TypeScript loader on its command line.
    const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(path.join(REPO_ROOT, 'scripts/run-built.mjs'));
    expect(commandLine.join(' ')).not.toContain('tsx');
    expect(server.output()).toMatch(/"node":"v24\.\d+\.\d+"/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'token-secret'))).toBe(true);
    // The web app's largest script of the first page, from the copy the build compressed (ADR 37).
    const index = await (await fetch(`${server.url}/`)).text();
    const scripts = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const plains = await Promise.all(scripts.map(async (script) => ({ script, plain: await request(`${server.url}${script}`) })));
    const { script, plain } = plains.reduce((a, b) => (b.plain.raw.length > a.plain.raw.length ? b : a));
    const brotli = await request(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.raw.length).toBeLessThan(plain.raw.length / 2);
    expect(brotliDecompressSync(brotli.raw).equals(plain.raw)).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('refuses to start with a bad variable, naming it', async () => {
    const bad = await runToExit(['main'], { PORT: 'not-a-port', NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Invalid configuration');
    expect(bad.output).toContain('PORT:');
    // The embedded database has one owner: several processes need PostgreSQL (ADR 36).
    const several = await runToExit(['main'], { WEB_CONCURRENCY: '3', DATA_DIR: tempDir() });
    expect(several.code).toBe(1);
    expect(several.output).toContain('WEB_CONCURRENCY: the embedded database is served by one process');
  });
});

/** Forwards the port to the machine's PostgreSQL: a database server that starts when the test says. */
function forwardToPostgres(port: number): Promise<Server> {
  const target = new URL(LOCAL_POSTGRES);
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('waiting for PostgreSQL (a compose file starts it beside the app)', () => {
  it('tries again while the database cannot be reached, and starts once it can', async () => {
    const database = await scratchDatabase(LOCAL_POSTGRES, 'performa_wait');
    const port = await freePort();
    const url = new URL(database.url);
    url.host = `127.0.0.1:${port}`;
    let forwarder: Promise<Server> | null = null;
    let server: ServerProcess | null = null;
    try {
      // Nothing listens on the database's port until the server says it will try again.
      server = await startServerProcess({
        env: { DATABASE_URL: url.href, WEB_CONCURRENCY: '1', LOG_LEVEL: 'info' },
        onOutput: (output) => {
          if (!forwarder && output.includes('the database cannot be reached yet: trying again')) forwarder = forwardToPostgres(port);
        },
      });
      expect(forwarder).not.toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('"msg":"Performa is listening');
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await server?.stop('SIGKILL');
      await (forwarder as Promise<Server> | null)?.then((s) => s.close());
      await database.drop();
    }
  });

  it('stops at once on what waiting will not change (a database that does not exist)', async () => {
    const url = new URL(LOCAL_POSTGRES);
    url.pathname = '/performa_no_such_database';
    const missing = await runToExit(['main'], { DATABASE_URL: url.href, WEB_CONCURRENCY: '1', DATA_DIR: tempDir(), PORT: String(await freePort()) });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('the database could not be opened');
    expect(missing.output).not.toContain('trying again');
  });
});

describe('the operator command line, compiled', () => {
  it('explains its usage, and names what it cannot find', async () => {
    const dataDir = tempDir();
    const operator = (args: string[]) => runToExit(['operator', ...args], { DATA_DIR: dataDir });
    const usage = await operator([]);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('grant-package COMPANY');
    const missing = await operator(['activate', 'ghost']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No account with username "ghost".');
    const badMonths = await operator(['grant-package', 'C123', '--months', 'soon']);
    expect(badMonths.code).toBe(1);
    expect(badMonths.output).toContain('--months must be a whole number from 1 to 60.');
  });
});
