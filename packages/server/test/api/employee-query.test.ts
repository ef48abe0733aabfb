import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * The employee list (GET /api/wizard/employees/) and the roster the setup screens list employees from
 * (here the personal weights list) are one query (services/employees/query.ts): the same project,
 * department scope, department filter and search give the same employees.
 */
describe('the employee list and the roster: one employee query', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  const ROSTER = '/api/wizard/all-personal-weights/';
  const LIST = '/api/wizard/employees/';

  it('answer the same employees for the same search, department and department scope', async () => {
    const { id, scope: c } = await acme.addProject();
    const sales = await addDepartment(t.deps, c, 'Sales');
    const retail = await addDepartment(t.deps, c, 'Retail', sales.id);
    const finance = await addDepartment(t.deps, c, 'Finance');
    const aysel = await addEmployee(t.deps, c, { firstName: 'Aysel', lastName: 'Mammadova', number: 'S-1', departmentId: sales.id });
    const nigar = await addEmployee(t.deps, c, { firstName: 'Nigar', lastName: 'Aliyeva', number: 'S-2', departmentId: sales.id, subDepartmentId: retail.id });
    const rashad = await addEmployee(t.deps, c, { firstName: 'Rashad', lastName: 'Aliyev', number: 'F-1', departmentId: finance.id });
    const percent = await addEmployee(t.deps, c, { firstName: 'Per_cent', lastName: '100%', number: 'F-2', departmentId: finance.id });
    const unplaced = await addEmployee(t.deps, c, { firstName: 'Nobody', lastName: 'Placed', number: 'N-1' });
    // Terminated: in neither (the list shows active employees unless asked otherwise).
    const gone = await addEmployee(t.deps, c, { firstName: 'Gone', lastName: 'Aliyev', number: 'S-3', departmentId: sales.id });
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, gone.id));

    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [sales.id]);
    const scoped = acme.as((await signIn(t, admin.username)).access, id);
    const owner = acme.inProject(id);

    const ids = async (who: typeof owner, query: string) => {
      const list = await who.get(`${LIST}?page_size=100&${query}`);
      const roster = await who.get(`${ROSTER}?page_size=100&${query}`);
      expect(list.statusCode, `${query}: ${list.body}`).toBe(200);
      expect(roster.statusCode, `${query}: ${roster.body}`).toBe(200);
      const fromList = list
        .json()
        .results.map((e: { id: number }) => e.id)
        .sort((a: number, b: number) => a - b);
      const fromRoster = roster
        .json()
        .results.map((e: { employee_id: number }) => e.employee_id)
        .sort((a: number, b: number) => a - b);
      expect(fromRoster, query).toEqual(fromList);
      return fromList as number[];
    };
    const sorted = (...people: Array<{ id: number }>) => people.map((p) => p.id).sort((a, b) => a - b);
    const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

    // The company's super admin: every department.
    expect(await ids(owner, '')).toEqual(sorted(aysel, nigar, rashad, percent, unplaced));
    // A department includes the employees placed in it as their sub-department.
    expect(await ids(owner, q({ department: sales.id }))).toEqual(sorted(aysel, nigar));
    expect(await ids(owner, q({ department: retail.id }))).toEqual(sorted(nigar));
    // Search: employee number and full name, case-insensitively, LIKE's own characters as themselves.
    expect(await ids(owner, q({ search: 'aliyev' }))).toEqual(sorted(nigar, rashad));
    expect(await ids(owner, q({ search: 'nigar aliyeva' }))).toEqual(sorted(nigar));
    expect(await ids(owner, q({ search: 's-' }))).toEqual(sorted(aysel, nigar));
    expect(await ids(owner, q({ search: '_' }))).toEqual(sorted(percent));
    expect(await ids(owner, q({ search: '%' }))).toEqual(sorted(percent));
    expect(await ids(owner, q({ search: '  ' }))).toEqual(sorted(aysel, nigar, rashad, percent, unplaced));
    // A term with an "@" is an address: the accounts' emails and usernames (the roster too).
    expect(await ids(owner, q({ search: nigar.account.email.toUpperCase() }))).toEqual(sorted(nigar));
    expect(await ids(owner, q({ search: `@${rashad.account.email.split('@')[1]}` }))).toContain(rashad.id);
    expect(await ids(owner, q({ search: 'aliyev', department: sales.id }))).toEqual(sorted(nigar));

    // An admin limited to Sales sees Sales and its sub-departments, whatever the filters ask.
    expect(await ids(scoped, '')).toEqual(sorted(aysel, nigar));
    expect(await ids(scoped, q({ search: 'aliyev' }))).toEqual(sorted(nigar));
    expect(await ids(scoped, q({ department: finance.id }))).toEqual([]);
    expect(await ids(scoped, q({ department: retail.id }))).toEqual(sorted(nigar));
    expect(await ids(scoped, q({ search: rashad.account.email }))).toEqual([]);
  });
});
