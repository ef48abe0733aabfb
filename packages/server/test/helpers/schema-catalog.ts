import { sql } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../src/db/raw.ts';

/**
 * Tenancy backed by the schema (ADR 14), read from the catalog of a database, so that a new table or
 * key is checked the day it is added (test/api/schema.test.ts; the migration test runs the same
 * checks before and after migration 0005). Each check answers its problems, one line each.
 */

export const TENANT_COLUMNS = ['project_id', 'company_id'] as const;

/**
 * Exceptions, each with its reason. None today: keep it that way unless a reference truly cannot carry
 * its tenant. Keys are "table.constraint", or "table" for a whole table.
 */
export const EXCEPTIONS: Record<string, string> = {};

export interface ForeignKey {
  table: string;
  name: string;
  parent: string;
  columns: string[];
  parentColumns: string[];
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
  /** The columns ON DELETE SET NULL (…) sets; null when it sets them all. */
  setColumns: string[] | null;
}

export interface Catalog {
  /** Base tables of the public schema and their columns. */
  columns: Map<string, string[]>;
  keys: ForeignKey[];
  /** Valid, non-partial indexes per table: their columns in order (null for an expression). */
  indexes: Map<string, Array<Array<string | null>>>;
  primaryKeys: Map<string, string[]>;
}

/** The column names of attribute numbers `attnums` of relation `rel`, in order (SQL of a catalog query). */
const names = (rel: string, attnums: string) =>
  sql.raw(`array(select a.attname::text from unnest(${attnums}) with ordinality u(n, i)
      join pg_attribute a on a.attrelid = ${rel} and a.attnum = u.n order by u.i)`);

export async function readCatalog(db: Runner): Promise<Catalog> {
  const columnRows = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const r of columnRows) columns.set(r.table, [...(columns.get(r.table) ?? []), r.column]);
  const keys = await rowsOf<ForeignKey>(
    db,
    sql`select cl.relname as "table", k.conname as "name", pcl.relname as "parent",
          ${names('k.conrelid', 'k.conkey')} as "columns", ${names('k.confrelid', 'k.confkey')} as "parentColumns",
          k.confdeltype::text as "onDelete",
          case when k.confdelsetcols is null then null else ${names('k.conrelid', 'k.confdelsetcols')} end as "setColumns"
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
        join pg_class pcl on pcl.oid = k.confrelid
        where k.contype = 'f' and n.nspname = 'public'
        order by cl.relname, k.conname`,
  );
  const indexRows = await rowsOf<{ table: string; columns: Array<string | null> }>(
    db,
    sql`select cl.relname as "table",
          array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality u(n, o)
                left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = u.n order by u.o) as "columns"
        from pg_index i join pg_class cl on cl.oid = i.indrelid join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = 'public' and i.indisvalid and i.indpred is null`,
  );
  const indexes = new Map<string, Array<Array<string | null>>>();
  for (const r of indexRows) indexes.set(r.table, [...(indexes.get(r.table) ?? []), r.columns]);
  const pkRows = await rowsOf<{ table: string; columns: string[] }>(
    db,
    sql`select cl.relname as "table", ${names('k.conrelid', 'k.conkey')} as "columns"
        from pg_constraint k join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'p' and n.nspname = 'public'`,
  );
  return { columns, keys, indexes, primaryKeys: new Map(pkRows.map((r) => [r.table, r.columns])) };
}

const tenantColumns = (catalog: Catalog, table: string) => TENANT_COLUMNS.filter((c) => catalog.columns.get(table)?.includes(c));
/** A table whose rows belong to a company or a project (companies are the tenants themselves). */
const isTenantOwned = (catalog: Catalog, table: string) => table !== 'companies' && tenantColumns(catalog, table).length > 0;
const excepted = (table: string, key?: string) => table in EXCEPTIONS || (key !== undefined && `${table}.${key}` in EXCEPTIONS);
export const describeKey = (k: ForeignKey) => `${k.table}.${k.name} (${k.columns.join(', ')}) → ${k.parent} (${k.parentColumns.join(', ')})`;

/** The columns of a key that refer to the parent's primary key (the id). */
function idColumns(catalog: Catalog, k: ForeignKey): string[] {
  const pk = catalog.primaryKeys.get(k.parent) ?? [];
  const ids = k.columns.filter((_, i) => pk.includes(k.parentColumns[i]!));
  return ids.length ? ids : k.columns;
}

/**
 * A reference to a tenant-owned row carries the tenant column the two tables share (project_id when
 * both have it, else company_id), column to same column; a table that refers to a tenant-owned table
 * has a tenant column itself.
 */
export function referenceProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const k of catalog.keys) {
    if (!isTenantOwned(catalog, k.parent) || excepted(k.table, k.name)) continue;
    const own = tenantColumns(catalog, k.table);
    if (!own.length) {
      problems.push(`${k.table} refers to ${k.parent} (${k.name}) but has no company_id or project_id`);
      continue;
    }
    const shared = own.find((c) => tenantColumns(catalog, k.parent).includes(c));
    if (!shared) {
      problems.push(`${describeKey(k)}: the two tables share no tenant column`);
      continue;
    }
    const i = k.columns.indexOf(shared);
    if (i < 0 || k.parentColumns[i] !== shared) problems.push(`${describeKey(k)}: does not carry ${shared} → ${k.parent}.${shared}`);
  }
  return problems;
}

/** Every tenant column is held by a foreign key; a row with project_id and company_id ties them in one key. */
export function tenantColumnProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const table of catalog.columns.keys()) {
    if (!isTenantOwned(catalog, table) || excepted(table)) continue;
    const own = tenantColumns(catalog, table);
    const keys = catalog.keys.filter((k) => k.table === table);
    for (const column of own) if (!keys.some((k) => k.columns.includes(column))) problems.push(`${table}.${column} is in no foreign key`);
    if (own.length === 2 && !keys.some((k) => own.every((c) => k.columns.includes(c))))
      problems.push(`${table}: no foreign key holds project_id and company_id together`);
  }
  return problems;
}

/** A key that sets null (or default) on delete never sets a tenant column: ON DELETE SET NULL ("x_id"). */
export function setNullProblems(catalog: Catalog): string[] {
  return catalog.keys
    .filter((k) => (k.onDelete === 'n' || k.onDelete === 'd') && !excepted(k.table, k.name))
    .filter((k) => (k.setColumns ?? k.columns).some((c) => (TENANT_COLUMNS as readonly string[]).includes(c)))
    .map((k) => `${describeKey(k)}: sets its tenant column; write ON DELETE SET NULL ("${idColumns(catalog, k).join('", "')}") in the migration`);
}

/**
 * Every foreign key is covered by an index (a cascade or an "in use" check follows it): one whose
 * leading columns are columns of the key, its id column among them — (x_id, project_id) is covered by
 * an index on (x_id), (x_id, project_id) or (project_id, x_id), not by one on (project_id) alone.
 */
export function indexProblems(catalog: Catalog): string[] {
  const covered = (k: ForeignKey) => {
    const ids = idColumns(catalog, k);
    return (catalog.indexes.get(k.table) ?? []).some((columns) => {
      for (let n = 1; n <= Math.min(columns.length, k.columns.length); n++) {
        const lead = columns.slice(0, n);
        if (lead.some((c) => c === null || !k.columns.includes(c))) return false;
        if (ids.every((c) => lead.includes(c))) return true;
      }
      return false;
    });
  };
  return catalog.keys.filter((k) => !excepted(k.table, k.name) && !covered(k)).map((k) => `${describeKey(k)}: no index starts with its columns`);
}

/** Every problem the checks find. */
export const schemaProblems = (catalog: Catalog) => [
  ...referenceProblems(catalog),
  ...tenantColumnProblems(catalog),
  ...setNullProblems(catalog),
  ...indexProblems(catalog),
];
