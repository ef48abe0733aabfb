/**
 * Issue "hardening of spreadsheet imports" figures (ADR 11): the server's peak memory while it reads
 * large XLSX imports, and /api/health latency meanwhile. Each file is about 8.7 MB holding about 96 MB
 * of sheet XML (inline strings, partly random text so that it compresses like real data):
 *  - over-limit: the template's header, then far more rows than the 20,000 an import takes;
 *  - wrong-header: the same rows under a header that is not the template's;
 *  - huge-rows: 20,000 rows (within the limit) of about 4.8 KB of XML each, mostly in columns after the
 *    template's (not kept), each row refused for its role (no database writes).
 * For each, a fresh server (one node process, embedded PGlite) imports one file, then four at once
 * (two companies × two: the per-company cap is 2, the process cap 4) while /api/health is called
 * back to back; finally 16 at once (8 per company: 4 run, the others get 429 at once).
 * Peak RSS: the process's VmHWM (reset before each scenario through /proc/<pid>/clear_refs, Linux)
 * and VmRSS sampled every 5 ms; growth is over the RSS of the warmed-up, idle server.
 * Usage: npm run bench:import-memory
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { EMPLOYEE_COLUMNS } from '@performa/server/src/services/employees/columns.ts';
import { bigWorkbook, noise } from './lib/big-xlsx.ts';
import { generateCompany, type GeneratedCompany } from '@performa/server/testing';
import { signInToken } from './lib/load.ts';
import { freshDataDir, percentile, startServer } from './lib/server.ts';

const IMPORT = '/api/wizard/import-users-from-csv/';
const COLUMNS = EMPLOYEE_COLUMNS;
const SHEET_BYTES = 96 * 1024 * 1024;
const MB = 1024 * 1024;

const dataDir = freshDataDir();
const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
const companies = [await generateCompany(database.db, { employees: 20 }), await generateCompany(database.db, { employees: 20 })];
await database.close();

console.log('building the files…');
const random = noise(42);
const person = (line: number, role: string) => [`E-${line}`, 'Leyla', 'Aliyeva', `leyla.${line}@example.com`, `leyla_${line}`, '', role, '', '', '', ''];
const overLimit = await bigWorkbook({ header: COLUMNS, row: (line) => [...person(line, 'user'), random(22)], sheetBytes: SHEET_BYTES });
const wrongHeader = await bigWorkbook({
  header: [COLUMNS[1]!, COLUMNS[0]!, ...COLUMNS.slice(2)],
  row: (line) => [...person(line, 'user'), random(22)],
  sheetBytes: SHEET_BYTES,
});
const hugeRows = await bigWorkbook({
  header: COLUMNS,
  row: (line) => [...person(line, 'boss'), ...Array.from({ length: 64 }, () => `${random(4)} repeated filler`)],
  sheetBytes: Infinity,
  maxRows: 20_000,
});
const files = { 'over-limit': overLimit, 'wrong-header': wrongHeader, 'huge-rows': hugeRows };
for (const [name, file] of Object.entries(files)) {
  console.log(
    `${name}: ${(file.bytes.length / MB).toFixed(1)} MB file, ${(file.sheetXmlBytes / MB).toFixed(1)} MB of sheet XML, ${file.rows} rows after the header`,
  );
}

/**
 * Calls /api/health back to back (5 ms apart) from a process of its own, so that this process's work
 * (sending the uploads) does not count, until its stdin ends; then prints the latencies (JSON).
 */
const PROBE = `
let running = true;
const latencies = [];
process.stdin.on('end', () => (running = false));
process.stdin.resume();
while (running) {
  const t0 = performance.now();
  await fetch(process.env.HEALTH_URL).then((r) => r.arrayBuffer());
  latencies.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 5));
}
process.stdout.write(JSON.stringify(latencies));
`;

function probeHealth(url: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE], {
    env: { ...process.env, HEALTH_URL: `${url}/api/health` },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async (): Promise<number[]> => {
    child.stdin!.end();
    await exited;
    return JSON.parse(output) as number[];
  };
}

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
const rss = (pid: number) => kb(status(pid), 'VmRSS');

/** Starts the server (compiled, one node process: its pid is the server's). */
async function start(port: number): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const server = await startServer({ dataDir, port, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  return { url: server.url, pid: server.process.pid!, stop: server.stop };
}

function upload(url: string, company: GeneratedCompany, token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${url}${IMPORT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-project-id': String(company.projectId) },
    body: form,
  }).then(async (res) => ({ status: res.status, body: await res.text() }));
}

/** What a refusal says, in short. */
const summary = (r: { status: number; body: string }) => {
  if (r.status === 429) return '429';
  try {
    const json = JSON.parse(r.body) as { errors?: Array<{ message: string }>; detail?: string };
    return `${r.status} ${json.errors ? `${json.errors.length} error(s): ${json.errors[0]?.message}` : (json.detail ?? r.body.slice(0, 80))}`;
  } catch {
    return `${r.status} ${r.body.slice(0, 80)}`;
  }
};

let port = 3980;
async function scenario(label: string, file: Buffer, uploads: number) {
  const server = await start(port++);
  try {
    const tokens = await Promise.all(companies.map((c) => signInToken(server.url, c.username, c.password)));
    // Warm up: every code path of an import, on small files.
    const small = await bigWorkbook({ header: COLUMNS, row: (line) => person(line, 'boss'), sheetBytes: 0, maxRows: 3 });
    for (let i = 0; i < 3; i += 1) await Promise.all(companies.map((c, k) => upload(server.url, c, tokens[k]!, 'warm.xlsx', small.bytes)));
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rss(server.pid);
    let hwmReset = true;
    try {
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      hwmReset = false;
    }
    let sampled = baseline;
    const sampler = setInterval(() => (sampled = Math.max(sampled, rss(server.pid))), 5);

    const stopProbe = probeHealth(server.url);
    const started = performance.now();
    // Uploads alternate between the two companies.
    const results = await Promise.all(Array.from({ length: uploads }, (_, i) => upload(server.url, companies[i % 2]!, tokens[i % 2]!, 'people.xlsx', file)));
    const seconds = (performance.now() - started) / 1000;
    const health = await stopProbe();
    clearInterval(sampler);
    const peak = Math.max(sampled, hwmReset ? kb(status(server.pid), 'VmHWM') : 0);
    const answers = new Map<string, number>();
    for (const r of results) answers.set(summary(r), (answers.get(summary(r)) ?? 0) + 1);
    console.log(
      `${label}: baseline RSS ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB: +${((peak - baseline) / MB).toFixed(0)} MB` +
        ` (${hwmReset ? 'VmHWM' : 'sampled'}); ${seconds.toFixed(1)} s; /api/health ${health.length} calls, p50 ${percentile(health, 50).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
    );
    for (const [answer, count] of answers) console.log(`    ${count} × ${answer}`);
  } finally {
    await server.stop();
  }
}

for (const [name, file] of Object.entries(files)) {
  await scenario(`${name}, 1 upload`, file.bytes, 1);
  await scenario(`${name}, 4 at once (2 companies × 2)`, file.bytes, 4);
}
await scenario('over-limit, 16 at once (2 companies × 8)', overLimit.bytes, 16);
