/**
 * Start-up to the first answer of /api/health and the resident memory then, on the embedded database,
 * on a fresh data folder (initdb + migrations) and on an existing one, for two ways to start:
 * - compiled: `npm start` since ADR 35, the compiled server on the pinned Node 24;
 * - sources (only with SYSTEM_NODE=<a node binary, 23 or later>): the TypeScript sources through tsx, as
 *   `npm start` ran them before ADR 35 (the embedded database's thread, ADR 38, runs its .ts file with
 *   Node's type stripping, which Node 20 lacks: compare with Node 20 on a commit before ADR 38).
 * Usage: npm run bench:startup [-- runs]
 */
import { existsSync } from 'node:fs';
import { freshDataDir, median, startServer } from './lib/server.ts';

const runs = Number(process.argv[2] ?? 3);
const systemNode = process.env.SYSTEM_NODE;

async function measure(label: string, options: { entry: 'compiled' | 'sources'; node?: string }) {
  const fresh: number[] = [];
  const existing: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = freshDataDir();
    const first = await startServer({ dataDir, port: 3900 + i, ...options });
    fresh.push(first.startupMs);
    await first.stop();
    const second = await startServer({ dataDir, port: 3950 + i, ...options });
    existing.push(second.startupMs);
    rss.push(second.rssMb());
    await second.stop();
  }
  const fmt = (xs: number[], unit: string) => `median ${median(xs).toFixed(0)} ${unit} (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
  console.log(label);
  console.log(`  fresh data folder:    ${fmt(fresh, 'ms')}`);
  console.log(`  existing data folder: ${fmt(existing, 'ms')}`);
  console.log(`  memory once started:  ${fmt(rss, 'MiB')}`);
}

console.log(`Start-up to the first answer of /api/health, embedded PGlite, ${runs} runs each`);
await measure(`compiled (npm start), Node ${process.version}`, { entry: 'compiled' });
if (systemNode && existsSync(systemNode)) await measure(`sources through tsx, ${systemNode}`, { entry: 'sources', node: systemNode });
