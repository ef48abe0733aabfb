import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDepartments, categories, employees, goals, positions, skillPeriods, subGoals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, addProject, createAccount, createCompany, type TestCompany } from '../helpers/factories.ts';
import { addCategory, addPeriod } from '../helpers/setup.ts';
import { addSkill } from '../helpers/competencies.ts';
import { EXCEPTIONS, indexProblems, readCatalog, referenceProblems, setNullProblems, tenantColumnProblems, type Catalog } from '../helpers/schema-catalog.ts';

/**
 * Tenancy backed by the schema (ADR 14), checked in the catalog of the migrated database
 * (helpers/schema-catalog.ts), and the database's own refusal of a reference into another project.
 */

let t: TestApp;
let catalog: Catalog;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await readCatalog(t.database.db);
});
afterAll(() => t.close());

describe('the schema backs tenancy', () => {
  it('reads a catalog with the tables, keys and indexes it checks', () => {
    // A guard against a catalog query that silently finds nothing.
    expect(catalog.columns.get('goals')).toContain('project_id');
    expect(catalog.keys.find((k) => k.name === 'goals_employee_id_fk')).toMatchObject({
      columns: ['employee_id', 'project_id'],
      parent: 'employees',
      parentColumns: ['id', 'project_id'],
      onDelete: 'c',
    });
    expect(catalog.keys.find((k) => k.name === 'goals_category_id_fk')).toMatchObject({ onDelete: 'n', setColumns: ['category_id'] });
    expect(catalog.indexes.get('goals')).toContainEqual(['project_id', 'period_id']);
    expect(catalog.primaryKeys.get('employees')).toEqual(['id']);
  });

  it('a reference to a tenant-owned row carries the tenant column the two rows share', () => {
    expect(referenceProblems(catalog)).toEqual([]);
  });

  it('every tenant column is held by a foreign key, and a row of a project agrees with the project on its company', () => {
    expect(tenantColumnProblems(catalog)).toEqual([]);
  });

  it('a composite key that sets null on delete never sets the tenant column', () => {
    expect(setNullProblems(catalog)).toEqual([]);
  });

  it('every foreign key is covered by an index that starts with its columns', () => {
    expect(indexProblems(catalog)).toEqual([]);
  });

  it('lists only exceptions that are still needed', () => {
    for (const name of Object.keys(EXCEPTIONS)) {
      const [table, key] = name.split('.');
      expect(catalog.columns.has(table!), name).toBe(true);
      if (key) expect(catalog.keys.some((k) => k.table === table && k.name === key)).toBe(true);
    }
  });
});

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
      const e = current as { code?: unknown; cause?: unknown };
      if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
      current = e.cause;
    }
    throw error;
  }
  return undefined;
}

const FOREIGN_KEY_VIOLATION = '23503';

describe('the database refuses a reference into another project or company', () => {
  type Scope = { companyId: number; projectId: number };
  const scopeOf = ({ companyId, projectId }: TestCompany): Scope => ({ companyId, projectId });
  let acme: Scope;
  let globex: Scope;
  /** Acme's second project. */
  let other: Scope;

  beforeAll(async () => {
    acme = scopeOf(await createCompany(t.deps, { company: 'Acme' }));
    globex = scopeOf(await createCompany(t.deps, { company: 'Globex' }));
    const project = await addProject(t.deps, acme.companyId, 'Second');
    other = { companyId: acme.companyId, projectId: project.id };
  });

  it('a position in one project under a department of another', async () => {
    const department = await addDepartment(t.deps, acme, 'Sales');
    expect(await sqlState(() => addPosition(t.deps, other, department.id, 'Seller'))).toBe(FOREIGN_KEY_VIOLATION);
    // The same department in its own project is fine.
    expect(await sqlState(() => addPosition(t.deps, acme, department.id, 'Seller'))).toBeUndefined();
  });

  it('an employee reporting to, or placed in, another project', async () => {
    const boss = await addEmployee(t.deps, acme);
    const worker = await addEmployee(t.deps, other);
    expect(await sqlState(() => t.deps.db.update(employees).set({ reportToId: boss.id }).where(eq(employees.id, worker.id)))).toBe(FOREIGN_KEY_VIOLATION);
    const department = await addDepartment(t.deps, acme, 'Finance');
    const position = await addPosition(t.deps, acme, department.id, 'Accountant');
    expect(await sqlState(() => t.deps.db.update(employees).set({ positionId: position.id }).where(eq(employees.id, worker.id)))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('a goal of an employee of another project, and a sub goal of a goal of another project', async () => {
    const employee = await addEmployee(t.deps, acme);
    const period = await addPeriod(t.deps, other, ['Q1']);
    const goal = (scope: { companyId: number; projectId: number }, periodId: number) =>
      t.deps.db
        .insert(goals)
        .values({ ...scope, employeeId: employee.id, periodId, name: 'Sell more', weight: 10, target: 1 })
        .returning();
    expect(await sqlState(() => goal(other, period.id))).toBe(FOREIGN_KEY_VIOLATION);
    expect(await sqlState(() => goal(acme, period.id))).toBe(FOREIGN_KEY_VIOLATION);
    const own = await addPeriod(t.deps, acme, ['Q1']);
    const [row] = await goal(acme, own.id);
    expect(await sqlState(() => t.deps.db.insert(subGoals).values({ ...other, goalId: row!.id, name: 'Part', weight: 1 }))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('a link row between rows of two projects', async () => {
    const skill = await addSkill(t.deps, acme, 'Negotiation');
    const period = await addPeriod(t.deps, other, ['Q1']);
    for (const projectId of [acme.projectId, other.projectId])
      expect(await sqlState(() => t.deps.db.insert(skillPeriods).values({ skillId: skill.id, periodId: period.id, projectId }))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('a row whose company is not its project’s company', async () => {
    expect(await sqlState(() => addDepartment(t.deps, { companyId: globex.companyId, projectId: acme.projectId }, 'Stolen'))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it("an admin's department scope in another company", async () => {
    const department = await addDepartment(t.deps, globex, 'Theirs');
    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    expect(
      await sqlState(() => t.deps.db.insert(accountDepartments).values({ accountId: admin.id, departmentId: department.id, companyId: globex.companyId })),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await sqlState(() => t.deps.db.insert(accountDepartments).values({ accountId: admin.id, departmentId: department.id, companyId: acme.companyId })),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('deleting a parent still sets only the reference to null, and cascades as before', async () => {
    const category = await addCategory(t.deps, acme, 'goal', 'Growth');
    const employee = await addEmployee(t.deps, acme);
    const period = await addPeriod(t.deps, acme, ['Q1']);
    const [goal] = await t.deps.db
      .insert(goals)
      .values({ ...acme, employeeId: employee.id, periodId: period.id, categoryId: category.id, name: 'Grow', weight: 10, target: 1 })
      .returning();
    await t.deps.db.delete(categories).where(eq(categories.id, category.id));
    const [after] = await t.deps.db.select().from(goals).where(eq(goals.id, goal!.id));
    expect(after).toMatchObject({ categoryId: null, projectId: acme.projectId, companyId: acme.companyId });

    const department = await addDepartment(t.deps, acme, 'Board');
    const chief = await addPosition(t.deps, acme, department.id, 'Chief');
    const deputy = await addPosition(t.deps, acme, department.id, 'Deputy', chief.id);
    await t.deps.db.delete(positions).where(eq(positions.id, chief.id));
    const [left] = await t.deps.db.select().from(positions).where(eq(positions.id, deputy.id));
    expect(left).toMatchObject({ parentId: null, projectId: acme.projectId });
  });
});
