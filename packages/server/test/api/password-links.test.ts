import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxEmails, passwordLinks } from '../../src/db/schema.ts';
import type { Mailer } from '../../src/lib/mailer.ts';
import { createContext, loadActor } from '../../src/services/context.ts';
import { inviteAccounts, linkWorkSettled } from '../../src/services/accounts/password-links.ts';
import { activateAccount } from '../../src/services/operator/operator.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, createAccount, PASSWORD, registerBody, signIn } from '../helpers/factories.ts';
import { csv } from '../helpers/spreadsheets.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** Invitations and "Forgot password?": one-time links that set a password (docs/product.md §7.1, ADR 18). */

const NEW_PASSWORD = 'a-brand-new-secret';

describe('one-time password links', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  beforeAll(async () => {
    t = await createTestApp({ RESET_MAX_PER_EMAIL: '3', RESET_MAX_PER_ADDRESS: '1000' });
    acme = await tenant(t, { company: 'Acme' });
    globex = await tenant(t, { company: 'Globex' });
  });
  afterAll(() => t.close());

  async function emailsTo(address: string) {
    await linkWorkSettled(t.deps);
    return t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)).orderBy(desc(outboxEmails.id));
  }
  const tokenIn = (text: string) => /\/auth\/set-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  /** A person added without a password (as the employee form and the import add them). */
  async function personWithoutPassword(options: { language?: 'en' | 'az' | 'ru' } = {}) {
    const person = await addEmployee(t.deps, acme, { firstName: 'Nigar' });
    await t.deps.db
      .update(accounts)
      .set({ passwordHash: '!', language: options.language ?? null })
      .where(eq(accounts.id, person.account.id));
    return person.account;
  }

  const setPassword = (token: string, password = NEW_PASSWORD, lang = 'en') =>
    call(t.app, 'POST', '/api/account/set-password/', { body: { token, password, confirm_password: password }, lang });

  it('invites a person by email; the link names the account, sets the password once and signs in', async () => {
    const person = await personWithoutPassword();
    const sent = await acme.call.post(`/api/account/resend-invitation/${person.id}/`, undefined);
    expect(sent.statusCode).toBe(204);
    const [email] = await emailsTo(person.email);
    expect(email).toMatchObject({ subject: 'You are invited to Performa', status: 'stored' });
    expect(email!.textBody).toContain(person.username);
    expect(email!.textBody).toContain('Acme');
    expect(email!.textBody).toContain('7 days');
    const token = tokenIn(email!.textBody);
    expect(token).toHaveLength(43);

    // Only the token's hash is kept; the link lasts 7 days.
    const [link] = await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.id));
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.purpose).toBe('invite');
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const check = await call(t.app, 'POST', '/api/account/password-link/', { body: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ purpose: 'invite', username: person.username });

    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/account/me/', { token: set.json().access });
    expect(me.json().id).toBe(person.id);
    expect((await signIn(t, person.username, NEW_PASSWORD)).access).toBeTruthy();

    // Single use: the same link again is a translated field error and changes nothing.
    const again = await setPassword(token, 'another-password-1', 'ru');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Срок действия этой ссылки истёк, или она уже использована. Запросите новую.'] });
    expect((await signIn(t, person.username, NEW_PASSWORD)).access).toBeTruthy();
  });

  it('refuses an expired link, and a newer invitation makes the older link stop working', async () => {
    const person = await personWithoutPassword();
    await acme.call.post(`/api/account/resend-invitation/${person.id}/`, undefined);
    const first = tokenIn((await emailsTo(person.email))[0]!.textBody);
    await acme.call.post(`/api/account/resend-invitation/${person.id}/`, undefined);
    const second = tokenIn((await emailsTo(person.email))[0]!.textBody);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400);

    await t.deps.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.accountId, person.id));
    const expired = await setPassword(second);
    expect(expired.statusCode).toBe(400);
    expect(Object.keys(expired.json())).toEqual(['token']);
    expect((await call(t.app, 'POST', '/api/account/password-link/', { body: { token: second } })).statusCode).toBe(400);
    const [row] = await t.deps.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, person.id));
    expect(row!.hash).toBe('!');
  });

  it('applies the password rules of registration to a link', async () => {
    const person = await personWithoutPassword();
    await acme.call.post(`/api/account/resend-invitation/${person.id}/`, undefined);
    const token = tokenIn((await emailsTo(person.email))[0]!.textBody);
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().password).toEqual(['A password has at least 8 characters']);
    const mismatch = await call(t.app, 'POST', '/api/account/set-password/', { body: { token, password: NEW_PASSWORD, confirm_password: 'other-password' } });
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords must match'] });
    // The refused tries leave the link usable.
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('writes the invitation in the person’s language, else in the inviting admin’s', async () => {
    const russian = await personWithoutPassword({ language: 'ru' });
    const unknown = await personWithoutPassword();
    await acme.call.put('/api/account/language/', { language: 'az' });
    try {
      await acme.call.post(`/api/account/resend-invitation/${russian.id}/`, undefined);
      await acme.call.post(`/api/account/resend-invitation/${unknown.id}/`, undefined);
      const [ru] = await emailsTo(russian.email);
      const [az] = await emailsTo(unknown.email);
      expect(ru!.subject).toBe('Приглашение в Performa');
      expect(ru!.textBody).toContain('7 дн.');
      expect(az!.subject).toBe('Sizi Performa-ya dəvət edirlər');
    } finally {
      await acme.call.put('/api/account/language/', { language: 'en' });
    }
  });

  it('invites only the caller company’s active accounts (inviteAccounts, for the people screens)', async () => {
    const mine = await personWithoutPassword();
    const theirs = await createAccount(t.deps, globex.companyId);
    const inactive = await createAccount(t.deps, acme.companyId, { isActive: false });
    const actor = (await loadActor(t.deps, acme.owner.id))!;
    const ctx = await createContext(t.deps, actor, undefined);
    expect(await inviteAccounts(ctx, [mine.id, theirs.id, inactive.id, mine.id])).toBe(1);
    expect(await emailsTo(mine.email)).toHaveLength(1);
    expect(await emailsTo(theirs.email)).toHaveLength(0);
    expect(await emailsTo(inactive.email)).toHaveLength(0);
    // Resending to another company's account is a 404 and sends nothing.
    expect((await acme.call.post(`/api/account/resend-invitation/${theirs.id}/`, undefined)).statusCode).toBe(404);
    expect(await emailsTo(theirs.email)).toHaveLength(0);
  });

  it('invites the people an employee import adds without a password, once the import has committed', async () => {
    const header = [
      'employee_number',
      'first_name',
      'last_name',
      'email',
      'username',
      'password',
      'role',
      'department',
      'sub_department',
      'position',
      'report_to',
    ];
    const file = csv([
      header,
      ['IMP-1', 'Sevinc', 'Quliyeva', 'sevinc-import@example.com', 'sevinc_import', '', 'user', '', '', '', ''],
      ['IMP-2', 'Tural', 'Babayev', 'tural-import@example.com', 'tural_import', 'has-a-password-1', 'user', '', '', '', ''],
    ]);
    const res = await acme.call.upload('/api/wizard/import-users-from-csv/', 'people.csv', file);
    expect(res.statusCode).toBe(200);
    const [invite] = await emailsTo('sevinc-import@example.com');
    expect(invite!.subject).toBe('You are invited to Performa');
    expect(await emailsTo('tural-import@example.com')).toHaveLength(0);
    const set = await setPassword(tokenIn(invite!.textBody));
    expect(set.statusCode).toBe(200);
    expect((await signIn(t, 'sevinc_import', NEW_PASSWORD)).access).toBeTruthy();
    // A refused file invites nobody.
    const refused = await acme.call.upload(
      '/api/wizard/import-users-from-csv/',
      'people.csv',
      csv([header, ['IMP-3', '', '', 'bad', 'x', '', 'user', '', '', '', '']]),
    );
    expect(refused.statusCode).toBe(422);
  });

  it('invites a person the employee form adds without a password; no password signs in before the link is used', async () => {
    const body = { employee_number: 'FORM-1', first_name: 'Aysu', last_name: 'Mammadli', username: 'aysu_form', email: 'aysu-form@example.com', password: '' };
    const res = await acme.call.post('/api/wizard/add-employee/', body);
    expect(res.statusCode).toBe(201);
    const [invite] = await emailsTo('aysu-form@example.com');
    expect(invite!.subject).toBe('You are invited to Performa');
    const login = await call(t.app, 'POST', '/api/token/', { body: { username: 'aysu_form', password: '!' } });
    expect(login.statusCode).toBe(401);
    expect((await setPassword(tokenIn(invite!.textBody))).statusCode).toBe(200);
    expect((await signIn(t, 'aysu_form', NEW_PASSWORD)).access).toBeTruthy();
    // With a password, no invitation.
    const withPassword = await acme.call.post('/api/wizard/add-employee/', {
      ...body,
      employee_number: 'FORM-2',
      username: 'kamran_form',
      email: 'kamran-form@example.com',
      password: 'a-good-password-1',
    });
    expect(withPassword.statusCode).toBe(201);
    expect(await emailsTo('kamran-form@example.com')).toHaveLength(0);
  });

  it('"Forgot password?" answers alike for known and unknown emails and emails a 1-hour link to the known one', async () => {
    const person = await addEmployee(t.deps, acme, { firstName: 'Rauf' });
    const before = await signIn(t, person.account.username);
    const known = await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: person.account.email.toUpperCase() } });
    const unknown = await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: 'nobody-here@example.com' } });
    expect([known.statusCode, known.body, known.headers['content-type']]).toEqual([unknown.statusCode, unknown.body, unknown.headers['content-type']]);
    expect(known.statusCode).toBe(204);
    expect(await emailsTo('nobody-here@example.com')).toHaveLength(0);

    const [email] = await emailsTo(person.account.email);
    expect(email!.subject).toBe('Set a new Performa password');
    expect(email!.textBody).toContain('60 minutes');
    const [link] = await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id));
    expect(link!.purpose).toBe('reset');
    expect(link!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);

    // Setting the password signs out every session of the account, as a password change does.
    const set = await setPassword(tokenIn(email!.textBody));
    expect(set.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: before.access })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: before.refresh } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: person.account.username, password: PASSWORD } })).statusCode).toBe(401);
  });

  it('answers "Forgot password?" before the email is written, so a known email takes no longer than an unknown one', async () => {
    const person = await addEmployee(t.deps, acme, { firstName: 'Slow' });
    const real = t.deps.mailer;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: Mailer = { send: async (db, email) => gate.then(() => real.send(db, email)) };
    t.deps.mailer = held;
    try {
      const known = await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: person.account.email } });
      expect(known.statusCode).toBe(204);
      // The answer left while the mailer still holds the email.
      const [row] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, person.account.email));
      expect(row).toBeUndefined();
    } finally {
      release();
      t.deps.mailer = real;
    }
    expect(await emailsTo(person.account.email)).toHaveLength(1);
  });

  it('writes the reset email in the account’s language, else in the language of the request', async () => {
    const ru = await addEmployee(t.deps, acme, { firstName: 'Olga' });
    await t.deps.db.update(accounts).set({ language: 'ru' }).where(eq(accounts.id, ru.account.id));
    const none = await addEmployee(t.deps, acme, { firstName: 'Aynur' });
    await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: ru.account.email }, lang: 'az' });
    await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: none.account.email }, lang: 'az' });
    expect((await emailsTo(ru.account.email))[0]!.subject).toBe('Новый пароль для Performa');
    expect((await emailsTo(none.account.email))[0]!.subject).toBe('Yeni Performa şifrəsi təyin edin');
  });

  it('throttles "Forgot password?" per email (known or not) with Retry-After', async () => {
    for (const email of ['nobody-twice@example.com', (await addEmployee(t.deps, acme)).account.email]) {
      for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email } })).statusCode).toBe(204);
      const refused = await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email }, lang: 'ru' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().detail).toMatch(/^Слишком много запросов на сброс пароля/);
    }
  });

  it('throttles "Forgot password?" per address', async () => {
    const strict = await createTestApp({ RESET_MAX_PER_ADDRESS: '2' });
    try {
      const ask = (n: number, remoteAddress: string) =>
        strict.app.inject({ method: 'POST', url: '/api/account/forgot-password/', payload: { email: `x${n}@example.com` }, remoteAddress });
      expect((await ask(1, '203.0.113.7')).statusCode).toBe(204);
      expect((await ask(2, '203.0.113.7')).statusCode).toBe(204);
      expect((await ask(3, '203.0.113.7')).statusCode).toBe(429);
      expect((await ask(4, '203.0.113.8')).statusCode).toBe(204);
    } finally {
      await strict.close();
    }
  });

  it('refuses a bad email with a field error and no email', async () => {
    const bad = await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: 'not-an-email' }, lang: 'az' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['email']);
  });

  it('a password change makes the account’s open links stop working', async () => {
    const person = await addEmployee(t.deps, acme, { firstName: 'Change' });
    await call(t.app, 'POST', '/api/account/forgot-password/', { body: { email: person.account.email } });
    const token = tokenIn((await emailsTo(person.account.email))[0]!.textBody);
    const own = await signIn(t, person.account.username);
    const changed = await call(t.app, 'POST', '/api/account/change-password/', {
      token: own.access,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await setPassword(token, 'yet-another-pass')).statusCode).toBe(400);
  });
});

describe('the account’s language (docs/product.md §7.2)', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('is kept on the account and read back by me, from any sign-in', async () => {
    expect((await acme.call.get('/api/account/me/')).json().language).toBeNull();
    expect((await acme.call.put('/api/account/language/', { language: 'ru' })).statusCode).toBe(204);
    // Another device: a new sign-in finds it.
    const other = await signIn(t, acme.owner.username);
    expect((await acme.as(other.access).get('/api/account/me/')).json().language).toBe('ru');
    const bad = await call(t.app, 'PUT', '/api/account/language/', { token: other.access, body: { language: 'de' }, lang: 'az' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ language: ['İngilis, Azərbaycan və ya rus dilini seçin.'] });
    expect((await acme.call.get('/api/account/me/')).json().language).toBe('ru');
  });

  it('is set by registration from the form’s language, and the activation email uses it', async () => {
    const saas = await createTestApp({ DEPLOYMENT_MODE: 'saas' });
    try {
      const body = registerBody();
      expect((await call(saas.app, 'POST', '/api/account/register/', { body, lang: 'az' })).statusCode).toBe(201);
      const [row] = await saas.deps.db.select({ language: accounts.language }).from(accounts).where(eq(accounts.username, body.username));
      expect(row!.language).toBe('az');
      await activateAccount(saas.deps, body.username);
      const [email] = await saas.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.toAddress, body.email)));
      expect(email!.subject).toBe('Performa hesabınız aktivləşdirildi');
      expect(email!.textBody).toContain('/auth/login');
    } finally {
      await saas.close();
    }
  });
});
