/*
 * The database schema: the tables of each area in schema/<area>.ts, all exported from here, the one
 * entry that the services, db/client.ts and drizzle-kit (drizzle.config.ts) read.
 */

/*
 * Tenancy in the schema (ADR 14). A row's reference to another tenant-owned row carries the tenant
 * column too: `(employee_id, project_id) → employees (id, project_id)` for rows of a project,
 * `(account_id, company_id) → accounts (id, company_id)` for rows of a company. The parent offers
 * `unique (id, project_id)` (or `(id, company_id)`) as the target, so that no statement can make a
 * row point into another project. A row of a project refers to the project with
 * `(project_id, company_id) → projects (id, company_id)` (cascade), which also ties its company_id
 * to the project's company; link tables carry project_id (or company_id) for the same reason. Every
 * foreign key is covered by an index that starts with its columns (or its id column).
 * test/api/schema.test.ts checks all of this in the catalog of the migrated database.
 *
 * A composite key that sets null on delete is declared in schema/ with onDelete('set null'), but its
 * migration says `ON DELETE SET NULL ("x_id")`, edited in by hand (drizzle-kit cannot write the
 * column list): a plain SET NULL would null the NOT NULL tenant column too and fail. drizzle-kit
 * compares the schema with its snapshot, not with the database, so `npm run db:generate` stays clean;
 * the schema test fails if such a key in the database would set its tenant column to null. A new or
 * changed key of this kind must be edited the same way in its migration.
 */

export * from './schema/tenancy.ts';
export * from './schema/accounts.ts';
export * from './schema/organisation.ts';
export * from './schema/setup.ts';
export * from './schema/cycle.ts';
export * from './schema/results.ts';
export * from './schema/exports.ts';
export * from './schema/counters.ts';
export * from './schema/billing.ts';
