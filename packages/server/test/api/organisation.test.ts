import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, employees, positions, projects } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, addProject } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d3c1f70000000049454e44ae426082',
  'hex',
);

describe('company settings', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  it('reads and changes the company settings', async () => {
    expect((await acme.call.get('/api/wizard/company/')).json()).toMatchObject({ company_name: 'Acme', logo: null, address: '' });
    const body = {
      company_name: 'Acme Group',
      industry: 'Retail',
      address: 'Nizami 10, Baku',
      phone: '+994 12 555 00 00',
      linkedin: 'https://www.linkedin.com/company/acme',
    };
    const res = await acme.call.put('/api/wizard/company/', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(body);
    expect((await acme.call.get('/api/account/me/')).json().company.company_name).toBe('Acme Group');
  });

  it('refuses a blank name, a bad phone and a link that is not a URL', async () => {
    const res = await acme.call.put('/api/wizard/company/', { company_name: ' ', phone: 'call me', linkedin: 'linkedin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_name: ['This field is required'], phone: ['Enter a valid value.'], linkedin: ['Enter a valid value.'] });
  });

  it('takes a PNG logo and serves it; refuses SVG, text and files over 2 MB', async () => {
    const res = await acme.call.upload('/api/wizard/edit-company-logo/', 'logo.png', PNG);
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo as string;
    expect(logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const file = await call(t.app, 'GET', logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const svg = await acme.call.upload(
      '/api/wizard/edit-company-logo/',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ file: ['Upload a PNG, JPEG or WebP image.'] });
    const text = await acme.call.upload('/api/wizard/edit-company-logo/', 'logo.png', Buffer.from('not an image'), 'ru');
    expect(text.json()).toEqual({ file: ['Загрузите изображение PNG, JPEG или WebP.'] });
    const big = await acme.call.upload('/api/wizard/edit-company-logo/', 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    // The refused uploads left the logo as it was.
    expect((await acme.call.get('/api/wizard/company/')).json().logo).toBe(logo);

    const removed = await acme.call.delete('/api/wizard/edit-company-logo/');
    expect(removed.json().logo).toBeNull();
    expect((await call(t.app, 'GET', logo)).statusCode).toBe(404);
  });

  it('refuses an upload without a file', async () => {
    const res = await acme.call.post('/api/wizard/edit-company-logo/', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('projects', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('creates and renames a project', async () => {
    const created = await acme.call.post('/api/wizard/project/', { project_name: 'Ganja branch' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const renamed = await acme.call.put(`/api/wizard/project/${id}/`, { project_name: 'Ganja office' });
    expect(renamed.json()).toEqual({ id, project_name: 'Ganja office' });
    const list = (await acme.call.get('/api/wizard/projects/')).json();
    expect(list.map((p: { project_name: string }) => p.project_name)).toEqual(['Main project', 'Ganja office']);
    expect((await acme.call.post('/api/wizard/project/', { project_name: '' })).json()).toEqual({
      project_name: ['This field is required'],
    });
  });

  it('deletes a project with everything it owns, in one transaction, and keeps the last one', async () => {
    const doomed = await addProject(t.deps, acme.companyId, 'Doomed');
    const where = { companyId: acme.companyId, projectId: doomed.id };
    const dept = await addDepartment(t.deps, where, 'Sales');
    const sub = await addDepartment(t.deps, where, 'Retail', dept.id);
    const pos = await addPosition(t.deps, where, sub.id, 'Seller');
    const boss = await addEmployee(t.deps, where, { departmentId: dept.id });
    await addEmployee(t.deps, where, { departmentId: dept.id, subDepartmentId: sub.id, positionId: pos.id, reportToId: boss.id });

    const res = await acme.call.delete(`/api/wizard/delete-project/${doomed.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await t.deps.db.select().from(projects).where(eq(projects.id, doomed.id))).toEqual([]);
    expect(await t.deps.db.select().from(departments).where(eq(departments.projectId, doomed.id))).toEqual([]);
    expect(await t.deps.db.select().from(positions).where(eq(positions.projectId, doomed.id))).toEqual([]);
    expect(await t.deps.db.select().from(employees).where(eq(employees.projectId, doomed.id))).toEqual([]);

    const rest = (await acme.call.get('/api/wizard/projects/')).json() as Array<{ id: number }>;
    for (const p of rest.slice(1)) await acme.call.delete(`/api/wizard/delete-project/${p.id}/`);
    const last = await acme.call.delete(`/api/wizard/delete-project/${acme.projectId}/`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'last_project', detail: 'A company keeps at least one project.' });
  });
});

describe('departments', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('builds a tree: create, sub-department, rename, move, search', async () => {
    const finance = (await acme.call.post('/api/wizard/departments/', { name: 'Finance' })).json();
    const it1 = (await acme.call.post('/api/wizard/departments/', { name: 'IT' })).json();
    const payroll = await acme.call.post('/api/wizard/sub-department/', { name: 'Payroll', parent_id: finance.id });
    expect(payroll.statusCode).toBe(201);
    expect(payroll.json()).toMatchObject({ name: 'Payroll', parent_id: finance.id, employee_count: 0, position_count: 0 });

    const renamed = await acme.call.put(`/api/wizard/departments/${payroll.json().id}/`, { name: 'Payroll & Benefits', parent_id: it1.id });
    expect(renamed.json()).toMatchObject({ name: 'Payroll & Benefits', parent_id: it1.id });

    const tree = (await acme.call.get('/api/wizard/departments/')).json();
    expect(tree.map((d: { name: string }) => d.name)).toEqual(['Finance', 'IT', 'Payroll & Benefits']);
    const found = (await acme.call.get('/api/wizard/departments/?search=benef')).json();
    expect(found.map((d: { name: string }) => d.name).sort()).toEqual(['IT', 'Payroll & Benefits']);
    expect((await acme.call.get('/api/wizard/project-departments/')).json()).toEqual([
      { id: finance.id, name: 'Finance' },
      { id: it1.id, name: 'IT' },
    ]);
    expect((await acme.call.get(`/api/wizard/sub-departments/?department=${it1.id}`)).json()).toEqual([{ id: payroll.json().id, name: 'Payroll & Benefits' }]);
  });

  it('refuses a duplicate name among siblings, an unknown parent and a move under its own sub-department', async () => {
    const hr = (await acme.call.post('/api/wizard/departments/', { name: 'HR' })).json();
    expect((await acme.call.post('/api/wizard/departments/', { name: 'hr' })).json()).toEqual({ name: ['This name is already in use here.'] });
    expect((await acme.call.post('/api/wizard/departments/', { name: 'X', parent_id: 999999 })).json()).toEqual({
      parent_id: ['No such entry in this project.'],
    });
    const recruiting = (await acme.call.post('/api/wizard/departments/', { name: 'Recruiting', parent_id: hr.id })).json();
    const nested = (await acme.call.post('/api/wizard/departments/', { name: 'Campus', parent_id: recruiting.id })).json();
    const cycle = await acme.call.put(`/api/wizard/departments/${hr.id}/`, { name: 'HR', parent_id: nested.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toEqual({ parent_id: ['A department cannot be moved under itself or one of its sub-departments.'] });
    const self = await acme.call.put(`/api/wizard/departments/${hr.id}/`, { name: 'HR', parent_id: hr.id });
    expect(self.statusCode).toBe(400);
  });

  it('refuses to delete a department while employees or positions belong to it or its sub-departments', async () => {
    const ops = await addDepartment(t.deps, acme, 'Operations');
    const sub = await addDepartment(t.deps, acme, 'Logistics', ops.id);
    const position = await addPosition(t.deps, acme, sub.id, 'Driver');
    const refused = await acme.call.delete(`/api/wizard/departments/${ops.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This department still has employees or positions. Move or remove them first.');
    await t.deps.db.delete(positions).where(eq(positions.id, position.id));
    const employee = await addEmployee(t.deps, acme, { departmentId: ops.id, subDepartmentId: sub.id });
    expect((await acme.call.delete(`/api/wizard/departments/${ops.id}/`)).statusCode).toBe(409);
    await t.deps.db.delete(employees).where(eq(employees.id, employee.id));
    expect((await acme.call.delete(`/api/wizard/departments/${ops.id}/`)).statusCode).toBe(204);
    expect(await t.deps.db.select().from(departments).where(eq(departments.id, sub.id))).toEqual([]);
  });

  it('counts active employees and positions per department', async () => {
    const legal = await addDepartment(t.deps, acme, 'Legal');
    await addPosition(t.deps, acme, legal.id, 'Lawyer');
    await addEmployee(t.deps, acme, { departmentId: legal.id });
    const row = (await acme.call.get('/api/wizard/departments/')).json().find((d: { id: number }) => d.id === legal.id);
    expect(row).toMatchObject({ employee_count: 1, position_count: 1 });
  });
});

describe('positions', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('builds the chart: positions report to positions and list their holders', async () => {
    const board = await addDepartment(t.deps, acme, 'Board');
    const sales = await addDepartment(t.deps, acme, 'Sales');
    const retail = await addDepartment(t.deps, acme, 'Retail', sales.id);
    const ceo = (await acme.call.post('/api/wizard/positions/', { name: 'CEO', department_id: board.id })).json();
    const head = await acme.call.post('/api/wizard/positions/', { name: 'Head of Sales', department_id: sales.id, parent_id: ceo.id });
    expect(head.statusCode).toBe(201);
    expect(head.json()).toMatchObject({ name: 'Head of Sales', department_id: sales.id, department_name: 'Sales', parent_id: ceo.id, holders: [] });
    const seller = (await acme.call.post('/api/wizard/positions/', { name: 'Seller', department_id: retail.id, parent_id: head.json().id })).json();
    await addEmployee(t.deps, acme, { firstName: 'Nigar', lastName: 'Huseynova', departmentId: sales.id, subDepartmentId: retail.id, positionId: seller.id });
    const chart = (await acme.call.get('/api/wizard/positions/')).json();
    expect(chart).toHaveLength(3);
    expect(chart.find((p: { id: number }) => p.id === seller.id).holders).toEqual([{ id: expect.any(Number), full_name: 'Nigar Huseynova', image: null }]);
    expect((await acme.call.get(`/api/wizard/department-positions/?department=${sales.id}`)).json()).toEqual([{ id: head.json().id, name: 'Head of Sales' }]);
    const filtered = (await acme.call.get(`/api/wizard/filtered-department-positions/?department=${sales.id}&sub_department=${retail.id}`)).json();
    expect(filtered.map((p: { name: string }) => p.name)).toEqual(['Head of Sales', 'Seller']);
  });

  it('refuses a cycle, a duplicate name in a department and an unknown department', async () => {
    const dept = await addDepartment(t.deps, acme, 'Engineering');
    const cto = await addPosition(t.deps, acme, dept.id, 'CTO');
    const lead = await addPosition(t.deps, acme, dept.id, 'Team lead', cto.id);
    const cycle = await acme.call.put(`/api/wizard/positions/${cto.id}/`, { name: 'CTO', department_id: dept.id, parent_id: lead.id });
    expect(cycle.json()).toEqual({ parent_id: ['A position cannot report to itself or to a position below it.'] });
    expect((await acme.call.post('/api/wizard/positions/', { name: 'cto', department_id: dept.id })).json()).toEqual({
      name: ['This name is already in use here.'],
    });
    expect((await acme.call.post('/api/wizard/positions/', { name: 'X', department_id: 999999 })).json()).toEqual({
      department_id: ['No such entry in this project.'],
    });
    expect((await acme.call.post('/api/wizard/positions/', { name: 'X' })).json()).toEqual({ department_id: ['This field is required'] });
  });

  it('deletes a position (its reports move up) but not while someone holds it', async () => {
    const dept = await addDepartment(t.deps, acme, 'Support');
    const head = await addPosition(t.deps, acme, dept.id, 'Head of Support');
    const lead = await addPosition(t.deps, acme, dept.id, 'Support lead', head.id);
    const agent = await addPosition(t.deps, acme, dept.id, 'Agent', lead.id);
    const holder = await addEmployee(t.deps, acme, { departmentId: dept.id, positionId: lead.id });
    expect((await acme.call.delete(`/api/wizard/positions/${lead.id}/`)).statusCode).toBe(409);
    await t.deps.db.update(employees).set({ positionId: null }).where(eq(employees.id, holder.id));
    expect((await acme.call.delete(`/api/wizard/positions/${lead.id}/`)).statusCode).toBe(204);
    const [moved] = await t.deps.db.select().from(positions).where(eq(positions.id, agent.id));
    expect(moved!.parentId).toBe(head.id);
  });
});
