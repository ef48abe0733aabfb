/**
 * Fills a data folder (or DATABASE_URL) with a generated company and its evaluation setup.
 * Usage: npm run bench:generate -- [employees=10000] [data-dir=.tmp/bench-data]
 */
import path from 'node:path';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { generateCompany, generateSetup } from '@performa/server/testing';

const employees = Number(process.argv[2] ?? 10_000);
const dataDir = path.resolve(process.argv[3] ?? '.tmp/bench-data');
const started = performance.now();
const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
);
const company = await generateCompany(database.db, { employees });
const setup = await generateSetup(database.db, company);
await database.close();
console.log(JSON.stringify({ ...company, ...setup, dataDir, seconds: ((performance.now() - started) / 1000).toFixed(1) }, null, 2));
