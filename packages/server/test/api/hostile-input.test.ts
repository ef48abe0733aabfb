import { MAX_ID } from '@performa/contracts/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, departments, employees, frequencies, periods } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** What a careless user or an attacker can type gets a clear 400 or 404 and changes nothing; never a 500. */
describe('hostile input', () => {
  let t: TestApp;
  let a: Tenant;
  const tooBig = MAX_ID + 1;

  beforeAll(async () => {
    t = await createTestApp();
    a = await tenant(t);
  });
  afterAll(() => t.close());

  const departmentCount = async () => (await t.database.db.select().from(departments).where(eq(departments.projectId, a.projectId))).length;

  it('an id above the largest integer in a path, a query, a body or X-Project-Id is a 400 or a 404', async () => {
    const path = await a.call.get(`/api/wizard/employee/${tooBig}/`);
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ id: ['Enter a valid value.'] });

    const query = await a.call.get(`/api/wizard/employees/?department=${tooBig}`);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toHaveProperty('department');

    const body = await a.call.post('/api/wizard/positions/', { name: 'CFO', department_id: tooBig });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toHaveProperty('department_id');

    const header = await call(t.app, 'GET', '/api/wizard/departments/', { token: a.token, headers: { 'x-project-id': String(tooBig) } });
    expect(header.statusCode).toBe(404);

    const page = await a.call.get('/api/wizard/employees/?page=99999999999');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toHaveProperty('page');

    // The largest id itself is a valid id that belongs to no row.
    expect((await a.call.get(`/api/wizard/employee/${MAX_ID}/`)).statusCode).toBe(404);
  });

  it('a NUL character in a body, at any depth, or in a query is a field error in the caller’s language and changes nothing', async () => {
    const before = await departmentCount();
    const body = await a.call.post('/api/wizard/departments/', { name: 'Fin\u0000ance' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ name: ['Null characters are not allowed.'] });
    expect(await departmentCount()).toBe(before);

    const nested = await a.call.post('/api/wizard/response-scale-template/', { name: 'x', scales: [{ response: 'a\u0000', min: 0, max: 1 }] }, 'ru');
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ scales: ['Нулевые символы недопустимы.'] });

    const query = await a.call.get('/api/wizard/employees/?search=Ali%00yeva', 'az');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ search: ['Boş (NUL) simvollara icazə verilmir.'] });
  });

  it('a lone surrogate (high or low) in an employee’s name is refused on its field, on create and on update, and changes nothing; a pair (an emoji) is text', async () => {
    const department = await addDepartment(t.deps, a, 'Surrogates');
    const person = (n: number, overrides: Record<string, unknown> = {}) => ({
      employee_number: `S-${n}`,
      first_name: 'Leyla',
      last_name: 'Aliyeva',
      department: department.id,
      username: `surrogate${n}`,
      email: `surrogate${n}@acme.test`,
      role: 'user',
      ...overrides,
    });
    const people = async () =>
      (await t.database.db.select().from(employees).where(eq(employees.projectId, a.projectId))).map((e) => [e.id, e.firstName, e.lastName]).sort();
    const names = async (id: number) => {
      const [row] = await t.database.db
        .select({ first: employees.firstName, last: employees.lastName, accountFirst: accounts.firstName, accountLast: accounts.lastName })
        .from(employees)
        .innerJoin(accounts, eq(accounts.id, employees.accountId))
        .where(eq(employees.id, id));
      return row;
    };
    const before = await people();
    const refusals: Array<[Record<string, string>, string | undefined, Record<string, string[]>]> = [
      [{ first_name: '\ud800' }, undefined, { first_name: ['Unpaired surrogate characters are not allowed.'] }],
      [{ first_name: 'a\udc00b' }, 'az', { first_name: ['Cütü olmayan surroqat simvollara icazə verilmir.'] }],
      // Two high halves, or a pair written the wrong way round, are no pair.
      [{ last_name: '\udbff\udbff' }, 'ru', { last_name: ['Непарные суррогатные символы недопустимы.'] }],
      [
        { first_name: 'x\ude00\ud83d', last_name: '\ud83d' },
        undefined,
        {
          first_name: ['Unpaired surrogate characters are not allowed.'],
          last_name: ['Unpaired surrogate characters are not allowed.'],
        },
      ],
    ];
    for (const [change, lang, expected] of refusals) {
      const res = await a.call.post('/api/wizard/add-employee/', person(1, change), lang);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(await people()).toEqual(before);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.username, 'surrogate1'))).toEqual([]);

    const created = await a.call.post('/api/wizard/add-employee/', person(1, { first_name: 'Leyla 😀' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await names(id)).toEqual({ first: 'Leyla 😀', last: 'Aliyeva', accountFirst: 'Leyla 😀', accountLast: 'Aliyeva' });

    for (const [change, lang, expected] of refusals) {
      const res = await a.call.put(`/api/wizard/employee/${id}/`, person(1, change), lang);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(await names(id)).toEqual({ first: 'Leyla 😀', last: 'Aliyeva', accountFirst: 'Leyla 😀', accountLast: 'Aliyeva' });

    const renamed = await a.call.put(`/api/wizard/employee/${id}/`, person(1, { first_name: '😀', last_name: 'Əliyeva 👩🏽‍💻' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(id)).toEqual({ first: '😀', last: 'Əliyeva 👩🏽‍💻', accountFirst: '😀', accountLast: 'Əliyeva 👩🏽‍💻' });
  });

  it('a lone surrogate anywhere in a body (nested, in a key) is refused on its top-level field; in a query it can only travel as no UTF-8, refused as a path is', async () => {
    const count = await departmentCount();
    const nested = await a.call.post('/api/wizard/response-scale-template/', { name: 'x', scales: [{ response: 'a\udfff', min: 0, max: 1 }] }, 'ru');
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ scales: ['Непарные суррогатные символы недопустимы.'] });
    const key = await a.call.post('/api/wizard/departments/', { name: 'Finance', extra: { '\ud800': 1 } });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual({ extra: ['Unpaired surrogate characters are not allowed.'] });
    // NUL is named first when a text holds both.
    const both = await a.call.post('/api/wizard/departments/', { name: '\ud800\u0000' });
    expect(both.json()).toEqual({ name: ['Null characters are not allowed.'] });
    expect(await departmentCount()).toBe(count);

    // encodeURIComponent refuses a lone surrogate; its UTF-8-like bytes (%ED%A0%80) are no UTF-8.
    for (const value of ['%ED%A0%80', 'Ali%ED%B0%80yeva', '%FF']) {
      const query = await a.call.get(`/api/wizard/employees/?search=${value}`, 'az');
      expect(query.statusCode, value).toBe(400);
      expect(query.json(), value).toEqual({ search: ['Düzgün dəyər daxil edin.'] });
    }
    const name = await a.call.get('/api/wizard/employees/?%ED%A0%80=1');
    expect(name.json()).toEqual({ non_field_errors: ['Enter a valid value.'] });
    const path = await a.call.put('/api/wizard/departments/%ED%A0%80/', { name: 'x' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ non_field_errors: ['Enter a valid value.'] });
    // Well-formed text, percent-encoded, is a search like any other.
    const emoji = await a.call.get(`/api/wizard/employees/?search=${encodeURIComponent('😀')}`);
    expect(emoji.statusCode).toBe(200);
  });

  it('a registration body of null, an array or a number is a 400', async () => {
    for (const payload of ['null', '[]', '42', '"text"']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toHaveProperty('non_field_errors');
    }
  });

  it('a period of more than five years, or a date outside 1900–2999, is refused on its field', async () => {
    const long = await a.call.post('/api/wizard/period/', { name: 'Forever', start_date: '1000-01-01', end_date: '9999-12-31' });
    expect(long.statusCode).toBe(400);
    expect(long.json().start_date).toEqual(['Enter a date between 1900 and 2999.']);

    const sixYears = await a.call.post('/api/wizard/period/', { name: 'Six years', start_date: '2025-01-01', end_date: '2030-12-31' }, 'ru');
    expect(sixYears.statusCode).toBe(400);
    expect(sixYears.json()).toEqual({ end_date: ['Период может длиться не более 5 лет.'] });

    const yearZero = await a.call.post('/api/wizard/period/', { name: 'Zero', start_date: '0000-01-01', end_date: '2025-12-31' });
    expect(yearZero.statusCode).toBe(400);

    const fiveYears = await a.call.post('/api/wizard/period/', { name: 'Five years', start_date: '2025-01-01', end_date: '2029-12-31' });
    expect(fiveYears.statusCode).toBe(201);
    const monthly = await a.call.post('/api/wizard/frequency/generate/', { period_id: fiveYears.json().id, cadence: 'monthly' });
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json()).toHaveLength(60);
  });

  it('generating rounds for a period saved before periods were bounded is refused instead of blocking the server', async () => {
    const [legacy] = await t.database.db
      .insert(periods)
      .values({ companyId: a.companyId, projectId: a.projectId, number: 90, name: 'Legacy', startDate: '1000-01-01', endDate: '9999-12-31' })
      .returning();
    const res = await a.call.post('/api/wizard/frequency/generate/', { period_id: legacy!.id, cadence: 'monthly' }, 'az');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ period_id: ['Dövr ən çoxu 5 il davam edə bilər.'] });
    const rounds = await t.database.db
      .select()
      .from(frequencies)
      .where(and(eq(frequencies.periodId, legacy!.id)));
    expect(rounds).toHaveLength(0);
  });

  it('a malformed upload (cut short, a boundary that matches nothing, the file in another field) is a 400 on the file', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const multipart = (field: string, boundary: string, declared = boundary, end = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wizard/edit-company-logo/',
        headers: { authorization: `Bearer ${a.token}`, 'x-project-id': String(a.projectId), 'content-type': `multipart/form-data; boundary=${declared}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(end ? `\r\n--${boundary}--\r\n` : ''),
        ]),
      });
    const cut = await multipart('file', 'xyz', 'xyz', false);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ file: ['The upload could not be read. Please send the file again.'] });
    const mismatch = await multipart('file', 'xyz', 'abc');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toHaveProperty('file');
    const otherField = await multipart('document', 'xyz');
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual({ file: ['This field is required'] });
  });

  it('a path the router cannot read is a 400, a path parameter too long for any id a 404, both in the one error shape', async () => {
    const broken = await a.call.put('/api/wizard/departments/%E0%A4%A/', { name: 'x' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ non_field_errors: ['Enter a valid value.'] });
    const long = await a.call.get(`/api/files/${'a'.repeat(500)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ detail: 'Not found any data', code: 'not_found' });
  });

  it('a number field takes a number or its text, never true, [] or an empty string', async () => {
    const template = await a.call.post('/api/wizard/response-scale-template/', { name: 'Coerced', scales: [{ response: 'Low', min: '0', max: '2,5' }] });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json().scales[0]).toMatchObject({ min: 0, max: 2.5 });
    for (const bad of [true, [], '', 'ten']) {
      const res = await a.call.post('/api/wizard/response-scale-template/', {
        name: `Bad ${JSON.stringify(bad)}`,
        scales: [{ response: 'Low', min: 0, max: bad }],
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('LIKE’s own characters typed into a search match themselves, in every list that searches', async () => {
    const scope = { companyId: a.companyId, projectId: a.projectId };
    const literal = await addEmployee(t.deps, scope, { firstName: 'Per_cent', lastName: '100%' });
    await addEmployee(t.deps, scope, { firstName: 'Perxcent', lastName: '1000' });
    for (const search of ['_', '%', 'Per_c', '100%']) {
      const employees = (await a.call.get(`/api/wizard/employees/?search=${encodeURIComponent(search)}`)).json();
      expect(
        employees.results.map((e: { id: number }) => e.id),
        search,
      ).toEqual([literal.id]);
      const roster = (await a.call.get(`/api/wizard/edit-user-skill/?search=${encodeURIComponent(search)}`)).json();
      expect(
        roster.results.map((e: { id: number }) => e.id),
        search,
      ).toEqual([literal.id]);
    }
  });

  it('a list longer than its bound names the bound', async () => {
    const department = await addDepartment(t.deps, a, 'Sales');
    const position = await a.call.post('/api/wizard/positions/', { name: 'Seller', department_id: department.id });
    const res = await a.call.put(`/api/wizard/set-skills-weight/${position.json().id}/`, {
      skills: Array.from({ length: 501 }, (_, i) => ({ skill_id: i + 1, weight: 0 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ skills: ['Ensure this list has no more than 500 items.'] });
  });
});
