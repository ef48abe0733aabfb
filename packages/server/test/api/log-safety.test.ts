import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../../src/lib/log-safety.ts';
import { call, captureLog, createTestApp, type TestApp } from '../helpers/app.ts';
import { registerBody } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

describe('no secret or personal field reaches a log line', () => {
  let t: TestApp;
  let a: Tenant;
  const log = captureLog();

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.stream });
    a = await tenant(t);
    // Every later write of an account fails inside the database.
    await t.database.db.execute(
      sql`create function refuse_account_write() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    );
    await t.database.db.execute(
      sql`create trigger refuse_account_write before insert or update on accounts for each row execute function refuse_account_write()`,
    );
  });
  afterAll(() => t.close());

  it('a failing registration logs the statement and the code, not the hash, the username or the email', async () => {
    const body = registerBody({ email: 'leak.check@example.org', username: 'leak_check_user' });
    const res = await call(t.app, 'POST', '/api/account/register/', { body });
    expect(res.statusCode).toBe(500);
    const text = log.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('insert');
    expect(text).toContain('P0001'); // raise_exception: the code is logged
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('leak.check@example.org');
    expect(text).not.toContain('leak_check_user');
    expect(text).not.toContain(body.password);
  });

  it('a failing employee creation (an account write with a password) logs no hash or email either', async () => {
    const res = await a.call.post('/api/wizard/add-employee/', {
      employee_number: 'E-1',
      first_name: 'Leyla',
      last_name: 'Aliyeva',
      username: 'leyla_private',
      password: 'a-secret-password-1',
      email: 'leyla.private@example.org',
    });
    expect(res.statusCode).toBe(500);
    const text = log.text();
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('leyla.private@example.org');
    expect(text).not.toContain('leyla_private');
    expect(text).not.toContain('a-secret-password-1');
  });

  it('logs requests by path, without their query string or bearer token', async () => {
    await a.call.get('/api/wizard/employees/?search=Aliyeva%20private');
    const text = log.text();
    expect(text).toContain('/api/wizard/employees/');
    expect(text).not.toContain('Aliyeva private');
    expect(text).not.toContain('Aliyeva%20private');
    expect(text).not.toContain(a.token);
  });
});

describe('statementName', () => {
  it('names the verb and the table, never the text', () => {
    expect(statementName('insert into "accounts" ("username", "email") values ($1, $2)')).toBe('insert accounts');
    expect(statementName('update "employees" set "first_name" = $1 where "id" = $2')).toBe('update employees');
    expect(statementName('delete from "goals" where "id" = $1')).toBe('delete goals');
    expect(statementName('select "id" from "accounts" where lower("username") = lower($1)')).toBe('select accounts');
    expect(statementName('with x as (select 1) select * from x')).toBe('with x');
  });
});
