import { type AnyPgColumn, foreignKey, unique } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.ts';

/* The keys that tie a row of a project to its project (ADR 14, the note in db/schema.ts); db/schema.ts does not re-export them. */

/** The reference of a row of a project to its project; it cascades the project's deletion. */
export const projectReference = (table: string, t: { projectId: AnyPgColumn; companyId: AnyPgColumn }) =>
  foreignKey({ name: `${table}_project_id_fk`, columns: [t.projectId, t.companyId], foreignColumns: [projects.id, projects.companyId] }).onDelete('cascade');

/** The target of references from rows of the same project: unique (id, project_id). */
export const projectKey = (table: string, t: { id: AnyPgColumn; projectId: AnyPgColumn }) => unique(`${table}_id_project_key`).on(t.id, t.projectId);
