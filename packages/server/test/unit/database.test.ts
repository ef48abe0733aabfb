import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('embedded database', () => {
  it('applies the migrations once; a second start on the same folder changes nothing', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'performa-db-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dir });
    await first.db.execute(sql`insert into companies (code, company_name) values ('CX', 'Kept')`);
    const applied = await rows(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dir });
    const again = await rows(second, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const kept = await rows(second, sql`select company_name from companies`);
    await second.close();
    expect(again[0]!.n).toBe(applied[0]!.n);
    expect(again[0]!.n).toBeGreaterThan(0);
    expect(kept).toEqual([{ company_name: 'Kept' }]);
  }, 60_000);

  it('refuses a second process on the same data folder', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'performa-db-')), 'pglite');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}.lock`, String(process.ppid)); // a live process that is not us
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow(/is in use by process/);
  });
});
