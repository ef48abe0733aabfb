import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, id, createdAt } from './columns.ts';

// ─── Tenants: companies, their projects, packages and files (docs/product.md §1.4, §2.1, §2.2, §2.10) ───

/** A tenant. Every company-owned row carries company_id (docs/product.md §2.1). */
export const companies = pgTable('companies', {
  id: id(),
  code: text('code').notNull().unique(),
  companyName: text('company_name').notNull(),
  industry: text('industry').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  logo: text('logo'),
  /** When the company settings were first saved (the wizard's first step). */
  settingsSavedAt: timestamp('settings_saved_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** An evaluation workspace inside a company. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    /**
     * The stored results (evaluation_results) were computed by an older rule of the engine: the server recomputes them at
     * start-up and clears the flag (services/engine/stale.ts). A migration that changes a scoring rule sets it.
     */
    resultsStale: boolean('results_stale').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('projects_company_idx').on(t.companyId), unique('projects_id_company_key').on(t.id, t.companyId)],
);

/** Uploaded images (company logo, avatars), kept in the database so both backends back them up alike. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);
