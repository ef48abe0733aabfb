import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/raw.ts';
import type { AppDeps } from '../../src/services/deps.ts';

/**
 * Which rows belong to which company, found in the catalog rather than listed by hand, so that a new
 * table is covered the day it is added: a table belongs to a company through its company_id column,
 * or through a foreign key to a table that does (e.g. skill_periods → skills → company_id).
 */

type Db = AppDeps['db'];

export interface TenantTable {
  name: string;
  /** SQL condition on the table's own columns: the row belongs to company {company}. */
  owner: (companyId: number) => string;
  /** The type of its `id` column, when it has one. */
  id: 'integer' | 'text' | null;
  /** Without an id column: a one-column primary key that is another row's id (personal_weights.employee_id). */
  key: string | null;
  /** How the owner was found, for the report ("company_id", "skill_id → skills"). */
  via: string;
}

export interface Tenancy {
  tables: TenantTable[];
  /** Tables that belong to no company (e.g. outbox_emails), or open to anyone (OPEN_TO_ANYONE): not compared. */
  global: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A company's tables that a public request changes for any company by design, so another company's
 * caller may change them too: not compared (their reason here).
 */
const OPEN_TO_ANYONE: Record<string, string> = {
  password_links: '"Forgot password?" is public: it makes a reset link for any active account by its email (ADR 18)',
};

export async function discoverTenancy(db: Db): Promise<Tenancy> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  // A composite key by its first pair of columns: the reference to the parent's id (the tenant column
  // comes second, as in (employee_id, project_id) → employees (id, project_id); ADR 14).
  const keys = await rowsOf<{ table: string; column: string; parent: string; parentColumn: string }>(
    db,
    sql`select cl.relname as "table", a.attname as "column", pcl.relname as "parent", pa.attname as "parentColumn"
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
        join pg_class pcl on pcl.oid = k.confrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
        where k.contype = 'f' and n.nspname = 'public'
        order by cl.relname, a.attname`,
  );
  const primaryKeys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select cl.relname as "table", a.attname as "column"
        from pg_constraint k join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        where k.contype = 'p' and n.nspname = 'public' and array_length(k.conkey, 1) = 1`,
  );
  const byTable = new Map<string, Array<{ column: string; type: string }>>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), { column: c.column, type: c.type }]);

  const found = new Map<string, { owner: (companyId: number) => string; via: string }>();
  if (byTable.has('companies')) found.set('companies', { owner: (c) => `${quote('id')} = ${c}`, via: 'id' });
  for (const [table, cols] of byTable) {
    if (!found.has(table) && cols.some((c) => c.column === 'company_id'))
      found.set(table, { owner: (c) => `${quote('company_id')} = ${c}`, via: 'company_id' });
  }
  // Through foreign keys, as long as that resolves more tables.
  for (let changed = true; changed;) {
    changed = false;
    for (const table of byTable.keys()) {
      if (found.has(table)) continue;
      const key = keys.find((k) => k.table === table && found.has(k.parent));
      if (!key) continue;
      const parent = found.get(key.parent)!;
      found.set(table, {
        owner: (c) => `${quote(key.column)} in (select ${quote(key.parentColumn)} from ${quote(key.parent)} where ${parent.owner(c)})`,
        via: `${key.column} → ${key.parent}`,
      });
      changed = true;
    }
  }
  const tables = [...found].map(([name, { owner, via }]) => {
    const id = byTable.get(name)!.find((c) => c.column === 'id');
    const pk = primaryKeys.find((k) => k.table === name && k.column !== 'id' && keys.some((f) => f.table === name && f.column === k.column));
    return { name, owner, via, id: id ? (/int/.test(id.type) ? ('integer' as const) : ('text' as const)) : null, key: id ? null : (pk?.column ?? null) };
  });
  return {
    tables: tables.filter((t) => !(t.name in OPEN_TO_ANYONE)).sort((a, b) => a.name.localeCompare(b.name)),
    global: [...byTable.keys()].filter((t) => !found.has(t) || t in OPEN_TO_ANYONE).sort(),
  };
}

/** A digest per table of a company's rows (count and md5 of the rows as text), in one statement. */
export async function digestOf(db: Db, tenancy: Tenancy, companyId: number): Promise<Record<string, string>> {
  const id = Math.trunc(companyId);
  const parts = tenancy.tables.map(
    (t) =>
      `select '${t.name}' as name, count(*)::int || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as digest from ${quote(t.name)} x where ${t.owner(id)}`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}

/** A company's row ids per table (integer ids and text keys apart). */
export async function idsOf(db: Db, tenancy: Tenancy, companyId: number): Promise<{ ids: Map<string, number[]>; keys: string[] }> {
  const id = Math.trunc(companyId);
  const withIds = tenancy.tables.filter((t) => t.id || t.key);
  const rows = await rowsOf<{ name: string; id: string }>(
    db,
    sql.raw(
      withIds.map((t) => `select '${t.name}' as name, ${quote(t.key ?? 'id')}::text as id from ${quote(t.name)} where ${t.owner(id)}`).join(' union all '),
    ),
  );
  const ids = new Map<string, number[]>();
  const keys: string[] = [];
  for (const row of rows) {
    const table = withIds.find((t) => t.name === row.name)!;
    if (table.id === 'integer' || table.key) ids.set(row.name, [...(ids.get(row.name) ?? []), Number(row.id)]);
    else keys.push(row.id);
  }
  for (const list of ids.values()) list.sort((a, b) => a - b);
  return { ids, keys: keys.sort() };
}
