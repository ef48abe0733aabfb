import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { projectReference, projectKey } from './keys.ts';
import { accounts } from './accounts.ts';

// ─── The organisation: departments, positions, employees (docs/product.md §2.5–§2.8) ─────────────

/** A department of a project; `parentId` makes it a sub-department. Names are unique among siblings. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('departments_sibling_name_key').on(t.projectId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('departments_parent_idx').on(t.parentId),
    projectKey('departments', t),
    // An admin's department scope (account_departments) is company-wide: it refers by company.
    unique('departments_id_company_key').on(t.id, t.companyId),
    projectReference('departments', t),
    foreignKey({ name: 'departments_parent_id_fk', columns: [t.parentId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('cascade'),
  ],
);

/** A position in a department, reporting to another position: together the positional chart. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    departmentId: integer('department_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('positions_department_name_key').on(t.departmentId, sql`lower(${t.name})`),
    index('positions_project_idx').on(t.projectId),
    index('positions_parent_idx').on(t.parentId),
    projectKey('positions', t),
    projectReference('positions', t),
    foreignKey({ name: 'positions_department_id_fk', columns: [t.departmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    // SET NULL ("parent_id") in the migration (see the note in db/schema.ts).
    foreignKey({ name: 'positions_parent_id_fk', columns: [t.parentId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('set null'),
  ],
);

/** A person in a project, linked to the account they sign in with. */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    accountId: integer('account_id').notNull(),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    departmentId: integer('department_id'),
    subDepartmentId: integer('sub_department_id'),
    positionId: integer('position_id'),
    reportToId: integer('report_to_id'),
    status: text('status', { enum: ['active', 'terminated'] })
      .notNull()
      .default('active'),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_project_number_key').on(t.projectId, sql`lower(${t.employeeNumber})`),
    uniqueIndex('employees_project_account_key').on(t.projectId, t.accountId),
    index('employees_project_status_idx').on(t.projectId, t.status),
    // The employee list's common orders, read in index order with LIMIT.
    index('employees_project_last_name_idx').on(t.projectId, t.lastName, t.firstName, t.id),
    index('employees_project_first_name_idx').on(t.projectId, t.firstName, t.lastName, t.id),
    index('employees_department_idx').on(t.departmentId),
    index('employees_sub_department_idx').on(t.subDepartmentId),
    index('employees_position_idx').on(t.positionId),
    index('employees_report_to_idx').on(t.reportToId),
    // Deleting an account deletes its employees by this.
    index('employees_account_idx').on(t.accountId),
    projectKey('employees', t),
    projectReference('employees', t),
    foreignKey({ name: 'employees_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete('cascade'),
    foreignKey({ name: 'employees_department_id_fk', columns: [t.departmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    foreignKey({ name: 'employees_sub_department_id_fk', columns: [t.subDepartmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    foreignKey({ name: 'employees_position_id_fk', columns: [t.positionId, t.projectId], foreignColumns: [positions.id, positions.projectId] }),
    // SET NULL ("report_to_id") in the migration (see the note in db/schema.ts).
    foreignKey({ name: 'employees_report_to_id_fk', columns: [t.reportToId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('set null'),
  ],
);

/** An admin's department scope: the departments they manage (none: all). */
export const accountDepartments = pgTable(
  'account_departments',
  {
    accountId: integer('account_id').notNull(),
    departmentId: integer('department_id').notNull(),
    /** The account's company; the departments may be in any of its projects (ADR 14). */
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.departmentId] }),
    index('account_departments_department_idx').on(t.departmentId),
    foreignKey({ name: 'account_departments_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'account_departments_department_id_fk',
      columns: [t.departmentId, t.companyId],
      foreignColumns: [departments.id, departments.companyId],
    }).onDelete('cascade'),
  ],
);
