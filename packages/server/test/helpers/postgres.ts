import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Scratch databases on a PostgreSQL server: the API tests' PostgreSQL pass, the tests that always use
 * the machine's server (shared throttle state), and the benchmarks. No test-runner imports here.
 */

/** The machine's PostgreSQL (CI has it too), or the one DATABASE_URL names. */
export const LOCAL_POSTGRES = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Runs one statement on the server's own database (create and drop database need no transaction). */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<R>(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server, empty or a copy of `template`: its URL, and how to drop it (whoever is still connected). */
export async function scratchDatabase(serverUrl: string, prefix = 'performa_test', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)) };
}
