import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, signIn } from '../helpers/factories.ts';
import { EMPLOYEE_COLUMNS } from '../../src/services/employees/columns.ts';
import { csv, type Cell } from '../helpers/spreadsheets.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const IMPORT = '/api/wizard/import-users-from-csv/';
const COLUMNS = EMPLOYEE_COLUMNS;

/**
 * A person's name is one name: on their account and on their employee record in every project. The
 * employee import, the employee form and the user panel each rename the person everywhere
 * (services/accounts/rename.ts).
 */
describe('a person’s name, renamed from the import, the employee form and the user panel', () => {
  let t: TestApp;
  let acme: Tenant;
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  it('renames the account and the employee records of every project, and keeps the person signed in', async () => {
    const { id: p, scope } = await acme.addProject();
    const { id: q } = await acme.addProject();
    await addDepartment(t.deps, scope, 'Sales');
    const username = `leyla_${run}`;
    const email = `leyla-${run}@example.com`;
    const file = (first: string, last: string, password = '') =>
      csv([COLUMNS, ['L-1', first, last, email, username, password, '', 'Sales', '', '', '']] as Cell[][]);

    expect((await acme.inProject(p).upload(IMPORT, 'people.csv', file('Leyla', 'Aliyeva', 'Secret-pass-1'))).json()).toEqual({ created: 1, updated: 0 });
    const session = await signIn(t, username, 'Secret-pass-1');
    const me = acme.as(session.access, p);
    const account = (await me.get('/api/account/me/')).json();
    expect(account.full_name).toBe('Leyla Aliyeva');
    // Leyla also works in project q.
    const elsewhere = await acme.inProject(q).post('/api/account/add-user-to-employee/', { account_id: account.id, employee_number: 'Q-1' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    const names = async () => {
      const inP = (await acme.inProject(p).get('/api/wizard/employees/?search=L-1')).json().results;
      const inQ = (await acme.inProject(q).get('/api/wizard/employees/?search=Q-1')).json().results;
      const mine = await me.get('/api/account/me/');
      expect(mine.statusCode, 'a new name does not sign the person out').toBe(200);
      return { account: mine.json().full_name, p: inP.map((e: { full_name: string }) => e.full_name), q: inQ.map((e: { full_name: string }) => e.full_name) };
    };

    // The import: a re-import with another last name.
    expect((await acme.inProject(p).upload(IMPORT, 'people.csv', file('Leyla', 'Aliyeva-Huseynova'))).json()).toEqual({ created: 0, updated: 1 });
    expect(await names()).toEqual({ account: 'Leyla Aliyeva-Huseynova', p: ['Leyla Aliyeva-Huseynova'], q: ['Leyla Aliyeva-Huseynova'] });
    // Re-importing the same names changes nothing.
    expect((await acme.inProject(p).upload(IMPORT, 'people.csv', file('Leyla', 'Aliyeva-Huseynova'))).json()).toEqual({ created: 0, updated: 1 });
    expect(await names()).toEqual({ account: 'Leyla Aliyeva-Huseynova', p: ['Leyla Aliyeva-Huseynova'], q: ['Leyla Aliyeva-Huseynova'] });

    // The employee form, in project q.
    const form = await acme.inProject(q).put(`/api/wizard/employee/${elsewhere.json().id}/`, {
      employee_number: 'Q-1',
      first_name: 'Leyla',
      last_name: 'Form',
      email,
      username,
      password: '',
      role: 'user',
      department: null,
      sub_department: null,
      position: null,
      report_to: null,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await names()).toEqual({ account: 'Leyla Form', p: ['Leyla Form'], q: ['Leyla Form'] });

    // The user panel, by Leyla herself.
    const panel = await me.put(`/api/account/user-panel/${account.id}/`, { first_name: 'Leyla', last_name: 'Panel', email });
    expect(panel.statusCode, panel.body).toBe(200);
    expect(await names()).toEqual({ account: 'Leyla Panel', p: ['Leyla Panel'], q: ['Leyla Panel'] });

    // A new password in the file signs the person out everywhere, as before.
    await acme.inProject(p).upload(IMPORT, 'people.csv', file('Leyla', 'Panel', 'Secret-pass-2'));
    expect((await me.get('/api/account/me/')).statusCode).toBe(401);
    await signIn(t, username, 'Secret-pass-2');
  });
});
