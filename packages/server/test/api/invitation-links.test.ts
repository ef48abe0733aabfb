import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxEmails, passwordLinks } from '../../src/db/schema.ts';
import { linkWorkSettled } from '../../src/services/accounts/password-links.ts';
import { call, captureLog, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, scopeAdmin, sessionOf, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * "Copy invitation link" (docs/product.md §2.9, ADR 28): an admin gets a fresh one-time link to set the
 * password of a person who has none yet, to hand over where no mail server is configured; the users
 * list says who has no password yet, and `me` says whether email is sent.
 */

const NEW_PASSWORD = 'a-brand-new-secret';
const APP_URL = 'https://performa.example.org/';

describe('invitation links handed to an admin', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  const log = captureLog();

  beforeAll(async () => {
    t = await createTestApp({ APP_URL, LOG_LEVEL: 'trace' }, { logDestination: log.stream });
    acme = await tenant(t, { company: 'Acme' });
    globex = await tenant(t, { company: 'Globex' });
  });
  afterAll(() => t.close());

  /** A person added without a password (as the employee form and the import add them). */
  async function personWithoutPassword(options: { departmentId?: number; role?: 'user' | 'admin' } = {}) {
    const person = await addEmployee(t.deps, acme, { firstName: 'Nigar', departmentId: options.departmentId, role: options.role });
    await t.deps.db.update(accounts).set({ passwordHash: '!' }).where(eq(accounts.id, person.account.id));
    return person;
  }

  const linkOf = (employeeId: number, as = acme.call, lang?: string) => as.post(`/api/wizard/employee/${employeeId}/invitation-link/`, undefined, lang);
  const tokenIn = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    call(t.app, 'POST', '/api/account/set-password/', { body: { token, password, confirm_password: password } });
  const listed = async (employeeId: number) =>
    ((await acme.call.get('/api/wizard/employees/?page_size=100')).json().results as Array<{ id: number; has_password: boolean }>).find(
      (e) => e.id === employeeId,
    );

  it('answers the link the email would carry; it sets the password once and signs the person in', async () => {
    const person = await personWithoutPassword();
    expect((await listed(person.id))?.has_password).toBe(false);

    const res = await linkOf(person.id);
    expect(res.statusCode).toBe(200);
    const { link, expires_at } = res.json();
    expect(link).toMatch(/^https:\/\/performa\.example\.org\/auth\/set-password\?token=[\w-]{43}$/);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = tokenIn(link);

    // Handed to the admin, not emailed; only the token's hash is kept.
    expect(await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, person.account.email))).toHaveLength(0);
    const [stored] = await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id));
    expect(stored).toMatchObject({ purpose: 'invite' });
    expect(stored!.tokenHash).not.toContain(token);

    const check = await call(t.app, 'POST', '/api/account/password-link/', { body: { token } });
    expect(check.json()).toMatchObject({ purpose: 'invite', username: person.account.username });
    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: set.json().access })).json().id).toBe(person.account.id);
    expect((await signIn(t, person.account.username, NEW_PASSWORD)).access).toBeTruthy();
    expect((await listed(person.id))?.has_password).toBe(true);

    // Once: the same link again is refused and changes nothing.
    const again = await setPassword(token, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual(['token']);
    expect((await signIn(t, person.account.username, NEW_PASSWORD)).access).toBeTruthy();

    // With a password set, no more invitation links: a translated refusal, and no link is made.
    const refused = await linkOf(person.id, acme.call, 'ru');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'password_already_set',
      detail: 'Этот сотрудник уже задал пароль. Если он его забыл, он может воспользоваться ссылкой «Забыли пароль?» на странице входа.',
    });
    expect((await linkOf(person.id)).json().detail).toMatch(/^This person has already set a password/);
    expect(await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id))).toHaveLength(0);
  });

  it('a new link makes the older ones stop working, the emailed invitation included', async () => {
    const person = await personWithoutPassword();
    expect((await acme.call.post(`/api/account/resend-invitation/${person.account.id}/`, undefined)).statusCode).toBe(204);
    await linkWorkSettled(t.deps);
    const [email] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, person.account.email));
    const emailed = /\/auth\/set-password\?token=([\w-]+)/.exec(email!.textBody)![1]!;

    const first = tokenIn((await linkOf(person.id)).json().link);
    const second = tokenIn((await linkOf(person.id)).json().link);
    expect(new Set([emailed, first, second]).size).toBe(3);
    expect(await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id))).toHaveLength(1);
    expect((await setPassword(emailed)).statusCode).toBe(400);
    expect((await setPassword(first)).statusCode).toBe(400);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('another company’s employee is not found, whatever project is sent', async () => {
    const person = await personWithoutPassword();
    expect((await linkOf(person.id, globex.call)).statusCode).toBe(404);
    // B's super admin naming A's project is refused before anything runs.
    expect((await linkOf(person.id, globex.as(globex.token, acme.projectId))).statusCode).toBe(404);
    expect(await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id))).toHaveLength(0);
  });

  it('takes the reach of changing the employee: a scoped admin in scope only, another admin’s account a super admin only', async () => {
    const inside = await addDepartment(t.deps, acme, 'Inside');
    const outside = await addDepartment(t.deps, acme, 'Outside');
    const scoped = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, scoped.id, [inside.id]);
    const scopedCall = acme.as((await sessionOf(t.deps, scoped.id)).access);
    const near = await personWithoutPassword({ departmentId: inside.id });
    const far = await personWithoutPassword({ departmentId: outside.id });
    expect((await linkOf(far.id, scopedCall)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, far.account.id))).toHaveLength(0);
    expect((await linkOf(near.id, scopedCall)).statusCode).toBe(200);

    const otherAdmin = await personWithoutPassword({ departmentId: inside.id, role: 'admin' });
    const refused = await linkOf(otherAdmin.id, scopedCall);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    expect((await linkOf(otherAdmin.id)).statusCode).toBe(200);

    const user = await addEmployee(t.deps, acme);
    const userCall = acme.as((await sessionOf(t.deps, user.account.id)).access);
    expect((await linkOf(near.id, userCall)).statusCode).toBe(403);
  });

  it('an inactive account gets no link (404)', async () => {
    const person = await personWithoutPassword();
    await t.deps.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, person.account.id));
    expect((await linkOf(person.id)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, person.account.id))).toHaveLength(0);
  });

  it('never logs the token or the link, while the log says whose link was made and by whom', async () => {
    const person = await personWithoutPassword();
    const { link } = (await linkOf(person.id)).json();
    const token = tokenIn(link);
    const text = log.text();
    expect(text).toContain('invitation link handed to an admin');
    expect(text).toContain(`"accountId":${person.account.id}`);
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    // Nor the outbox: nothing was emailed.
    const emails = await t.deps.db.select({ text: outboxEmails.textBody }).from(outboxEmails);
    expect(emails.some((e) => e.text.includes(token))).toBe(false);
  });
});

describe('whether email is sent (me.mail_configured)', () => {
  it('is false without SMTP_URL and true with it', async () => {
    for (const [env, expected] of [[{}, false] as const, [{ SMTP_URL: 'smtp://mail.example.org:2525' }, true] as const]) {
      const t = await createTestApp(env);
      try {
        const acme = await tenant(t);
        expect((await acme.call.get('/api/account/me/')).json().mail_configured).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});
