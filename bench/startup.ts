/**
 * Start-up time to a healthy /api/health, on a fresh data folder (initdb + migrations) and on an
 * existing one. Usage: npm run bench:startup [-- runs]
 */
import { freshDataDir, median, startServer } from './lib/server.ts';

const runs = Number(process.argv[2] ?? 3);
const fresh: number[] = [];
const existing: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = freshDataDir();
  const first = await startServer({ dataDir, port: 3900 + i });
  fresh.push(first.startupMs);
  await first.stop();
  const second = await startServer({ dataDir, port: 3950 + i });
  existing.push(second.startupMs);
  await second.stop();
}
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
console.log(`Start-up to healthy /api/health, embedded PGlite, ${runs} runs each`);
console.log(`  fresh data folder:    ${fmt(fresh)}`);
console.log(`  existing data folder: ${fmt(existing)}`);
