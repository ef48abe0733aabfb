import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompany } from '../helpers/generate.ts';
import { generateSetup } from '../helpers/generate-setup.ts';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import * as schema from '../../src/db/schema.ts';
import { scratchDatabase } from '../helpers/postgres.ts';
import { readCatalog, schemaProblems, type Catalog } from '../helpers/schema-catalog.ts';

/**
 * Migration 0005 (tenancy in the schema, ADR 14) on a database that already holds data: a database at
 * migration 0004 is filled with the benchmark generator's rows (two companies with their evaluation
 * setup, plus goals, sub goals, own skill lists, weights, tokens, scopes, notifications and files),
 * migrated, and compared row by row with the same data written under the new schema.
 *
 * The generator writes through schema.ts, which already has the new columns, so it fills a fully
 * migrated source database; its rows are copied into the 0004 database column by column (the columns
 * 0004 does not have are left out, so the migration has to fill them back in).
 */

const MIGRATION = '0005_tenancy_in_the_schema';
const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../migrations');

/** The tenant columns migration 0005 adds, and the parent row each is filled from. */
const BACKFILLED = [
  { table: 'refresh_tokens', column: 'company_id', parent: 'accounts', via: 'account_id' },
  { table: 'account_departments', column: 'company_id', parent: 'accounts', via: 'account_id' },
  { table: 'response_scales', column: 'project_id', parent: 'response_scale_templates', via: 'template_id' },
  { table: 'skill_periods', column: 'project_id', parent: 'skills', via: 'skill_id' },
  { table: 'position_skills', column: 'project_id', parent: 'positions', via: 'position_id' },
  { table: 'employee_skills', column: 'project_id', parent: 'employees', via: 'employee_id' },
  { table: 'positional_goal_positions', column: 'project_id', parent: 'positional_goals', via: 'positional_goal_id' },
  { table: 'sub_goals', column: 'project_id', parent: 'goals', via: 'goal_id' },
] as const;

interface Scratch {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database: in-memory PGlite, or a new database on the server DATABASE_URL names. */
async function scratch(): Promise<Scratch> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await scratchDatabase(serverUrl, 'performa_migration');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // drop() ends the connections with force: a client still closing then reports 57P01, which is expected here.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await drop();
      },
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }), close: () => client.close() };
}

/** A copy of the migrations folder that ends before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'performa-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables with their parents first (self-references aside: one statement inserts a whole table). */
function parentsFirst(catalog: Catalog): string[] {
  const order: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (order.includes(table) || path.includes(table)) return;
    for (const k of catalog.keys) if (k.table === table && k.parent !== table) visit(k.parent, [...path, table]);
    order.push(table);
  };
  for (const table of [...catalog.columns.keys()].sort()) visit(table, []);
  return order;
}

/** Row count and a digest of every row of each table. */
async function digests(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) => `select '${t}' as name, count(*)::int || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as digest from ${quote(t)} x`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

async function counts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const rows = await rowsOf<{ name: string; n: number }>(
    db,
    sql.raw(tables.map((t) => `select '${t}' as name, count(*)::int as n from ${quote(t)}`).join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** What the generator leaves empty: personal goals and sub goals, own skill lists, weights, tokens, scopes, notifications, files. */
async function fillTheRest(db: Db) {
  const statements = [
    // One goal per employee in the current period's last round, and the positional goals of their position.
    sql`insert into goals (company_id, project_id, employee_id, period_id, frequency_id, name, weight, target)
        select e.company_id, e.project_id, e.id, f.period_id, f.id, 'Calls ' || e.id, 20, 100 from employees e
        join lateral (select * from frequencies f where f.project_id = e.project_id order by f.id desc limit 1) f on true`,
    sql`insert into goals (company_id, project_id, employee_id, period_id, positional_goal_id, name, category_id, success_criteria,
          weight, is_numerical, target, is_positive, scale_template_id)
        select e.company_id, e.project_id, e.id, p.id, g.id, g.name, g.category_id, g.success_criteria, g.weight, g.is_numerical,
          g.target, g.is_positive, g.scale_template_id
        from employees e join periods p on p.project_id = e.project_id and p.number = 2
        join positional_goal_positions l on l.position_id = e.position_id join positional_goals g on g.id = l.positional_goal_id`,
    sql`insert into sub_goals (company_id, project_id, goal_id, name, weight, target, is_numerical, scale_template_id)
        select company_id, project_id, id, 'Cold calls', 50, 60, true, null from goals where frequency_id is not null
        union all
        select g.company_id, g.project_id, g.id, 'Rated part', 50, null, false, s.rating_template_id from goals g
        join project_settings s on s.project_id = g.project_id where g.frequency_id is not null`,
    sql`insert into employee_skills (company_id, project_id, employee_id, skill_id, weight, norm)
        select e.company_id, e.project_id, e.id, s.skill_id, s.weight, s.norm from employees e
        join position_skills s on s.position_id = e.position_id where e.id % 3 = 0`,
    sql`insert into personal_weights (employee_id, company_id, project_id, manager_weight, subworker_weight, coworker_weight, self_weight)
        select id, company_id, project_id, 0.4, 0.2, 0.2, 0.2 from employees where id % 4 = 0`,
    sql`insert into individual_weights (employee_id, company_id, project_id, goal_weight, skill_weight)
        select id, company_id, project_id, 0.7, 0.3 from employees where id % 5 = 0`,
    // A session that never refreshed: its first token is its newest (as migration 0010 leaves older rows).
    sql`insert into refresh_tokens (jti, current_jti, account_id, company_id, expires_at)
        select jti, jti, id, company_id, now() + interval '1 day' from (select gen_random_uuid() as jti, id, company_id from accounts where id % 6 = 0) a`,
    sql`update accounts set role = 'admin', department_scoped = true where id in (select min(id) + 1 from accounts group by company_id)`,
    sql`insert into account_departments (account_id, department_id, company_id)
        select a.id, d.id, a.company_id from accounts a join departments d on d.company_id = a.company_id and d.parent_id is null
        where a.department_scoped`,
    sql`insert into notifications (company_id, account_id, kind, title) select company_id, id, 'info', 'Welcome' from accounts where id % 7 = 0`,
    sql`insert into files (company_id, content_type, bytes) select id, 'image/png', '\\x89504e470d0a1a0a'::bytea from companies`,
  ];
  for (const statement of statements) await db.execute(statement);
}

/** Copies every row of `tables` from one database into the other, in the target's columns. */
async function copyRows(from: Db, to: Db, tables: string[]) {
  for (const table of tables) {
    const [{ rows } = { rows: '[]' }] = await rowsOf<{ rows: string }>(
      from,
      sql.raw(`select coalesce(json_agg(x), '[]')::text as rows from ${quote(table)} x`),
    );
    if (rows === '[]') continue;
    await to.execute(
      sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`,
    );
  }
}

let source: Scratch;
let target: Scratch;
let before: { catalog: Catalog; tables: string[]; counts: Record<string, number> };

beforeAll(async () => {
  [source, target] = await Promise.all([scratch(), scratch()]);
  await source.migrate(migrationsFolder);
  const older = migrationsBefore(MIGRATION);
  try {
    await target.migrate(older);
  } finally {
    rmSync(older, { recursive: true, force: true });
  }
  for (const name of ['Generated A', 'Generated B']) {
    const company = await generateCompany(source.db, { employees: 150, name });
    await generateSetup(source.db, company);
  }
  await fillTheRest(source.db);

  const catalog = await readCatalog(target.db);
  const tables = parentsFirst(catalog);
  await copyRows(source.db, target.db, tables);
  before = { catalog, tables, counts: await counts(target.db, tables) };
  await target.migrate(migrationsFolder);
}, 120_000);
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe(`migration ${MIGRATION} on a database with data`, () => {
  it('starts from a database the schema checks refuse, filled in every table it changes', () => {
    const problems = schemaProblems(before.catalog);
    expect(problems).toContain('skill_periods refers to skills (skill_periods_skill_id_skills_id_fk) but has no company_id or project_id');
    expect(problems.some((p) => p.startsWith('goals.goals_employee_id_employees_id_fk (employee_id) → employees (id): does not carry project_id'))).toBe(true);
    expect(problems.some((p) => p.startsWith('employees.employees_account_id_accounts_id_fk') && p.endsWith('no index starts with its columns'))).toBe(true);
    for (const table of [...BACKFILLED.map((b) => b.table), 'goals', 'personal_weights', 'individual_weights', 'notifications', 'files'])
      expect(before.counts[table], table).toBeGreaterThan(0);
    expect(before.counts.employees).toBe(300);
  });

  it('keeps every row of every table', async () => {
    expect(await counts(target.db, before.tables)).toEqual(before.counts);
  });

  it('fills the new tenant columns from the parent rows', async () => {
    for (const { table, column, parent, via } of BACKFILLED) {
      const [row] = await rowsOf<{ n: number; wrong: number }>(
        target.db,
        sql.raw(`select count(*)::int as n, count(*) filter (where p.${column} is distinct from c.${column})::int as wrong
                 from ${quote(table)} c left join ${quote(parent)} p on p.id = c.${via}`),
      );
      expect(row, table).toEqual({ n: before.counts[table], wrong: 0 });
    }
  });

  it('leaves every table as the same data written under the new schema', async () => {
    const tables = [...before.tables].sort();
    expect(await digests(target.db, tables)).toEqual(await digests(source.db, tables));
  });

  it('ends with a schema the checks accept', async () => {
    expect(schemaProblems(await readCatalog(target.db))).toEqual([]);
  });
});
