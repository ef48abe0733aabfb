import { DATA_EXPORT_STATES } from '@performa/contracts/api/data-export';
import { LANGUAGES } from '@performa/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { projectKey, projectReference } from './keys.ts';
import { accounts } from './accounts.ts';
import { periods } from './setup.ts';

// ─── The whole project's data export (docs/product.md §6.7) ─────────────────────────────────────

/**
 * One data export of a period: who asked (the name stays when the account goes), the department scope it
 * was made for (§2.8), the language of its headers, its state and progress while the job builds it, and
 * once ready its size, file name and expiry. At most one export per project is queued or running at a time
 * (data_exports_one_open_key). The workbook itself is in data_export_chunks.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    periodId: integer('period_id').notNull(),
    /** Who asked; SET NULL ("account_id") in the migration, the name stays in requester_name. */
    accountId: integer('account_id'),
    requesterName: text('requester_name').notNull(),
    /** The departments of the requester's scope with their sub-departments; null: every department (docs/product.md §2.8). */
    departmentIds: integer('department_ids').array(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** 'expired' once the cleanup deleted the file; a ready row past expires_at already reads 'expired'. */
    state: text('state', { enum: DATA_EXPORT_STATES }).notNull().default('queued'),
    /** Percent of the rows written (0–100). */
    progress: integer('progress').notNull().default(0),
    /** Why it failed: the error's kind and code, never a message or a value (lib/log-safety.ts). */
    error: text('error'),
    size: integer('size'),
    filename: text('filename'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_project_idx').on(t.projectId, t.id),
    index('data_exports_period_idx').on(t.periodId),
    index('data_exports_account_idx').on(t.accountId),
    index('data_exports_state_idx').on(t.state, t.expiresAt),
    uniqueIndex('data_exports_one_open_key')
      .on(t.projectId)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('data_exports_state_check', sql`${t.state} in ('queued', 'running', 'ready', 'failed', 'expired')`),
    check('data_exports_language_check', sql`${t.language} in ('en', 'az', 'ru')`),
    check('data_exports_progress_check', sql`${t.progress} between 0 and 100`),
    projectKey('data_exports', t),
    projectReference('data_exports', t),
    foreignKey({ name: 'data_exports_period_id_fk', columns: [t.periodId, t.projectId], foreignColumns: [periods.id, periods.projectId] }).onDelete('cascade'),
    foreignKey({ name: 'data_exports_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

/**
 * The workbook of an export in consecutive pieces (seq from 0), written as the job streams it and read back
 * in order by the download, so that neither holds the whole file in memory and every host of the
 * deployment reads the same file (docs/product.md §6.7).
 */
export const dataExportChunks = pgTable(
  'data_export_chunks',
  {
    exportId: integer('export_id').notNull(),
    projectId: integer('project_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.seq] }),
    foreignKey({
      name: 'data_export_chunks_export_id_fk',
      columns: [t.exportId, t.projectId],
      foreignColumns: [dataExports.id, dataExports.projectId],
    }).onDelete('cascade'),
  ],
);
