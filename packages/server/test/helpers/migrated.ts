import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpImage, openDatabase } from '../../src/db/client.ts';
import { adminQuery, scratchDatabase } from './postgres.ts';

/**
 * Fresh databases that start from the migrated schema instead of running every migration again: each
 * test app used to spend seconds migrating (PGlite) or a second (PostgreSQL) before its first request.
 * - PGlite: one image of a migrated data folder (dumpImage), kept as a file in the temp folder and
 *   loaded by every in-memory PGlite;
 * - PostgreSQL: one migrated template database on the server; CREATE DATABASE … TEMPLATE copies it.
 * Both are named by a hash of the migrations, so that a changed migration makes a new one. The first test
 * worker to need one builds it (the others wait on a lock or build the same image and keep either).
 */

const MIGRATIONS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../migrations');

/** A hash of every migration file and of the PGlite version: what the migrated schema depends on. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(readFileSync(file));
  const pglite = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

let image: Promise<Blob> | undefined;

/** The image of a migrated in-memory PGlite (built once per machine and migration set, then read from the temp folder). */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(tmpdir(), `performa-pglite-${schemaHash()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({ kind: 'pglite', dir: null });
      const dumped = await dumpImage(database);
      await database.close();
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return image;
}

/** A new database on the server, copied from the migrated template (made on first use). */
export async function migratedScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `performa_template_${schemaHash()}`;
  await ensureTemplate(serverUrl, template);
  return scratchDatabase(serverUrl, 'performa_test', template);
}

async function ensureTemplate(serverUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  // One builder at a time across the test workers; the lock ends with the session.
  const lock = Number.parseInt(template.slice(-8), 16) | 0;
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return;
    const building = `${template}_building`;
    await adminQuery(serverUrl, `drop database if exists ${building} with (force)`);
    await adminQuery(serverUrl, `create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.close();
    await adminQuery(serverUrl, `alter database ${building} rename to ${template}`);
  } finally {
    await client.end();
  }
}
