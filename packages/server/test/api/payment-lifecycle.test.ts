import { invoiceLabel } from '@performa/contracts/api/payment';
import type { Language } from '@performa/contracts/i18n/languages';
import { translate } from '@performa/contracts/i18n/translate';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, notifications, outboxEmails, paymentReminders, payments, plans, platformSettings } from '../../src/db/schema.ts';
import { acceptPayment, rejectPayment } from '../../src/services/payments/decide.ts';
import { periodEnd } from '../../src/services/payments/package.ts';
import { showDate } from '../../src/services/periods/period-dates.ts';
import { runPackageReminders } from '../../src/services/payments/reminders.ts';
import { operatorSignIn, setOperatorPassword } from '../../src/services/operator/operator-auth.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { companyCode, createAccount, createCompany, signIn } from '../helpers/factories.ts';
import { caller, tenant, type Caller } from '../helpers/tenant.ts';

/**
 * The package's life cycle (docs/product.md §1.4, §7.11; ADR 34), saas mode, with a clock the test controls:
 * a super admin chooses a plan (a request waiting for the operator, with the reference and the bank details),
 * the operator accepts it (dates, invoice, email), the package ends at once for every request when its end
 * passes (no data lost), reminders 14 and 3 days before the end (once each), renewals before and after the
 * end, rejection and cancellation; and in self-hosted mode nothing asks for money.
 */

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const PAYMENT = '/api/account/payment/';
const PERMISSION = '/api/account/check-user-permission/';
const DEPARTMENTS = '/api/wizard/departments/';

const ANNUAL = { en: 'Annual', az: 'İllik', ru: 'Годовой' };
const QUARTERLY = { en: 'Quarterly', az: 'Rüblük', ru: 'Квартальный' };
const BANK = {
  seller: 'Performa LLC',
  sellerAddress: 'Nizami 10, Baku',
  taxId: '1234567890',
  bankName: 'Kapital Bank',
  iban: 'AZ21NABZ00000000137010001944',
  swift: 'AIIBAZ2X',
};

interface SaasCompany {
  companyId: number;
  projectId: number;
  code: string;
  email: string;
  token: string;
  /** The super admin, no project selected. */
  call: Caller;
}

describe('the package life cycle (saas, controlled clock)', () => {
  let t: TestApp;
  let annual: number;
  let quarterly: number;
  let hidden: number;
  let today = '2026-03-10';

  const setDay = (iso: string) => {
    today = iso;
    t.deps.clock.now = () => day(iso);
  };

  /** A saas company whose super admin the operator activated (language `lang`), signed in. */
  async function saasCompany(lang: Language = 'en'): Promise<SaasCompany> {
    const company = await createCompany(t.deps);
    const [owner] = await t.deps.db.update(accounts).set({ isActive: true, language: lang }).where(eq(accounts.id, company.owner.id)).returning();
    const token = (await signIn(t, company.owner.username)).access;
    return {
      companyId: company.companyId,
      projectId: company.projectId,
      code: await companyCode(t.deps, company.companyId),
      email: owner!.email,
      token,
      call: caller(t, token, null),
    };
  }

  /** A signed-in admin of the company, in its first project. */
  async function adminOf(c: SaasCompany): Promise<Caller> {
    const admin = await createAccount(t.deps, c.companyId, { role: 'admin' });
    return caller(t, (await signIn(t, admin.username)).access, c.projectId);
  }

  /** A request for a plan, accepted by the operator today. */
  async function accepted(c: SaasCompany, plan = annual) {
    const res = await c.call.post(PAYMENT, { plan });
    expect(res.statusCode, res.body).toBe(201);
    return acceptPayment(t.deps, res.json().id);
  }

  const emailsTo = async (to: string) => {
    await t.deps.jobs.runReady();
    return t.deps.db
      .select({ subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to))
      .orderBy(asc(outboxEmails.id));
  };
  const packageOf = async (c: SaasCompany) => (await c.call.get(PERMISSION)).json().package;
  const noticesOf = (c: SaasCompany) =>
    t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, c.companyId), eq(notifications.kind, 'package_ending')))
      .orderBy(asc(notifications.id));

  beforeAll(async () => {
    t = await createTestApp({ DEPLOYMENT_MODE: 'saas', RATE_LIMIT_PER_MINUTE: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
    setDay(today);
    const rows = await t.deps.db
      .insert(plans)
      .values([
        { code: 'quarterly', names: QUARTERLY, months: 3, price: '330.50', currency: 'USD', sortOrder: 2 },
        { code: 'annual', names: ANNUAL, months: 12, price: '1200', currency: 'AZN', sortOrder: 1 },
        { code: 'legacy', names: { en: 'Legacy', az: 'Köhnə', ru: 'Старый' }, months: 1, price: '50', currency: 'AZN', isOffered: false },
      ])
      .returning();
    [quarterly, annual, hidden] = rows.map((p) => p.id) as [number, number, number];
    await t.deps.db.update(platformSettings).set(BANK).where(eq(platformSettings.id, 1));
  });
  afterAll(() => t.close());

  it('a request waits for the operator, with the reference to quote and the bank details; the plans are offered in the reader’s language', async () => {
    setDay('2026-03-10');
    const c = await saasCompany();
    const before = await c.call.get(PAYMENT, 'ru');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      mode: 'saas',
      package: 'no',
      current: null,
      payments: [],
      plans: [
        { id: annual, code: 'annual', name: 'Годовой', months: 12, price: 1200, currency: 'AZN' },
        { id: quarterly, code: 'quarterly', name: 'Квартальный', months: 3, price: 330.5, currency: 'USD' },
      ],
      bank: { seller: BANK.seller, seller_address: BANK.sellerAddress, tax_id: BANK.taxId, bank_name: BANK.bankName, iban: BANK.iban, swift: BANK.swift },
    });

    const res = await c.call.post(PAYMENT, { plan: quarterly }, 'az');
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      package: 'standard',
      plan: 'Rüblük',
      plan_code: 'quarterly',
      months: 3,
      price: 330.5,
      currency: 'USD',
      start_date: null,
      end_date: null,
      is_accepted: false,
      status: 'waiting',
      reference: `PF-${c.code}-${request.id}`,
      invoice: null,
      decided_at: null,
    });
    const overview = (await c.call.get(PAYMENT)).json();
    expect(overview).toMatchObject({ package: 'no', current: null, payments: [{ ...request, plan: 'Quarterly' }] });
    expect(await packageOf(c)).toBe('no');
  });

  it('one request waits at a time (also two at once); a plan not offered or unknown is refused on `plan`', async () => {
    const c = await saasCompany();
    for (const plan of [hidden, 999_999]) {
      const res = await c.call.post(PAYMENT, { plan });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ plan: ['This plan is not offered.'] });
    }
    const both = await Promise.all([c.call.post(PAYMENT, { plan: annual }), c.call.post(PAYMENT, { plan: quarterly })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ code: 'payment_waiting', detail: translate('en', 'billing.requestWaiting') });
    const again = await c.call.post(PAYMENT, { plan: annual }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(translate('ru', 'billing.requestWaiting'));
    expect(await t.deps.db.select().from(payments).where(eq(payments.companyId, c.companyId))).toHaveLength(1);
  });

  it('accepted: the package is yes from today to the period’s end, with an invoice and an email in the super admin’s language; admins get in', async () => {
    setDay('2026-03-10');
    const c = await saasCompany('az');
    const admin = await adminOf(c);
    const refused = await admin.get(DEPARTMENTS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('package_inactive');

    const res = await c.call.post(PAYMENT, { plan: annual });
    const row = await acceptPayment(t.deps, res.json().id);
    const end = periodEnd('2026-03-10', 12);
    expect(end).toBe('2027-03-09');
    expect(row).toMatchObject({ status: 'accepted', isAccepted: true, startDate: '2026-03-10', endDate: end });

    expect(await packageOf(c)).toBe('yes');
    expect((await admin.get(DEPARTMENTS)).statusCode).toBe(200);
    const overview = (await c.call.get(PAYMENT, 'az')).json();
    expect(overview.current).toEqual({
      plan: 'İllik',
      package: 'standard',
      price: 1200,
      currency: 'AZN',
      start_date: '2026-03-10',
      end_date: end,
      days_left: 365,
    });
    expect(overview.payments[0]).toMatchObject({ status: 'accepted', is_accepted: true, invoice: invoiceLabel(row.invoiceNumber!), start_date: '2026-03-10' });
    expect(overview.payments[0].decided_at).toBe(day('2026-03-10').toISOString());

    const [mail] = await emailsTo(c.email);
    // Dates in the texts are written as messages write them (DD.MM.YYYY).
    expect(mail!.subject).toBe(translate('az', 'billing.acceptedSubject', { end: showDate(end) }));
    expect(mail!.text).toContain(`PF-${c.code}-${row.id}`);
    expect(mail!.text).toContain(invoiceLabel(row.invoiceNumber!));
  });

  it('when the end passes the package is no at once, for the very next request of a signed-in admin; nothing is lost; renewed after the end it starts on the acceptance day', async () => {
    setDay('2026-04-01');
    const c = await saasCompany();
    const admin = await adminOf(c);
    const row = await accepted(c, quarterly);
    expect(row.endDate).toBe('2026-06-30');
    const created = await admin.post(DEPARTMENTS, { name: 'Finance' });
    expect(created.statusCode, created.body).toBe(201);

    setDay('2026-06-30');
    expect((await admin.get(DEPARTMENTS)).statusCode).toBe(200);
    expect((await c.call.get(PAYMENT)).json().current.days_left).toBe(1);

    setDay('2026-07-01');
    const out = await admin.get(DEPARTMENTS);
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBe('package_inactive');
    expect(await packageOf(c)).toBe('no');
    expect((await c.call.get('/api/account/me/')).statusCode).toBe(200);
    const overview = await c.call.get(PAYMENT);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ package: 'no', current: null, payments: [{ id: row.id, status: 'accepted', end_date: '2026-06-30' }] });

    setDay('2026-07-20');
    const renewal = await accepted(c, quarterly);
    expect(renewal).toMatchObject({ startDate: '2026-07-20', endDate: '2026-10-19' });
    const back = await admin.get(DEPARTMENTS);
    expect(back.statusCode).toBe(200);
    expect(back.json().map((d: { name: string }) => d.name)).toEqual(['Finance']);
  });

  it('reminds the super admins 14 and 3 days before the end, in the app and by email in their language, once each', async () => {
    setDay('2026-01-01');
    const c = await saasCompany('ru');
    const admin = await createAccount(t.deps, c.companyId, { role: 'admin' });
    const second = await createAccount(t.deps, c.companyId, { role: 'super_admin', firstName: 'Leyla' });
    const row = await accepted(c, quarterly);
    expect(row.endDate).toBe('2026-03-31');
    await emailsTo(c.email);
    const mine = () => runPackageReminders(t.deps).then((runs) => runs.filter((r) => r.companyId === c.companyId));

    for (const quiet of ['2026-03-17', '2026-03-19', '2026-03-28', '2026-03-30']) {
      setDay(quiet);
      expect(await mine(), quiet).toEqual([]);
    }
    // 14 days left, counting today and the end day, as /payment shows them.
    setDay('2026-03-18');
    expect((await c.call.get(PAYMENT)).json().current.days_left).toBe(14);
    expect(await mine()).toEqual([{ companyId: c.companyId, paymentId: row.id, days: 14, recipients: 2 }]);
    expect(await mine()).toEqual([]);
    setDay('2026-03-29');
    expect(await mine()).toEqual([{ companyId: c.companyId, paymentId: row.id, days: 3, recipients: 2 }]);
    expect(await mine()).toEqual([]);

    const owner = await ownerId(c);
    const notices = await noticesOf(c);
    expect(notices.map((n) => [n.accountId, n.params.days])).toEqual([
      [owner, 14],
      [second.id, 14],
      [owner, 3],
      [second.id, 3],
    ]);
    const [company] = await t.deps.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, c.companyId));
    const params = { company: company!.name, end: '2026-03-31', days: 14 };
    expect(notices[0]).toMatchObject({
      link: '/payment',
      params,
      title: translate('ru', 'billing.endingSubject', params),
      body: translate('ru', 'billing.endingNotice', { ...params, end: '31.03.2026' }),
    });
    // The second super admin never chose a language: English.
    expect(notices[1]!.title).toBe(translate('en', 'billing.endingSubject', params));
    expect(notices.some((n) => n.accountId === admin.id)).toBe(false);
    // After the acceptance's email (sent before); the queue sends the two reminders in no set order.
    const mails = (await emailsTo(c.email)).slice(1);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [translate('ru', 'billing.endingSubject', params), translate('ru', 'billing.endingSubject', { ...params, days: 3 })].sort(),
    );
    expect(mails.every((m) => m.text.includes('31.03.2026') && m.text.includes('/payment'))).toBe(true);
    expect(
      (await emailsTo(second.email))
        .slice(1)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([translate('en', 'billing.endingSubject', params), translate('en', 'billing.endingSubject', { ...params, days: 3 })].sort());
  });

  async function ownerId(c: SaasCompany) {
    const [owner] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, c.email));
    return owner!.id;
  }

  it('renewed before the end: the new period starts the day after the current end, and the reminders follow the new end', async () => {
    setDay('2026-01-01');
    const c = await saasCompany();
    const first = await accepted(c, quarterly);
    expect(first.endDate).toBe('2026-03-31');
    setDay('2026-03-18');
    expect((await runPackageReminders(t.deps)).filter((r) => r.companyId === c.companyId)).toEqual([
      { companyId: c.companyId, paymentId: first.id, days: 14, recipients: 1 },
    ]);

    setDay('2026-03-20');
    const renewal = await accepted(c, quarterly);
    expect(renewal).toMatchObject({ startDate: '2026-04-01', endDate: '2026-06-30' });
    const overview = (await c.call.get(PAYMENT)).json();
    expect(overview.current).toMatchObject({ start_date: '2026-01-01', end_date: '2026-06-30', days_left: 103 });

    // The old end is no longer the package's: 3 days before it, nothing.
    setDay('2026-03-29');
    expect((await runPackageReminders(t.deps)).filter((r) => r.companyId === c.companyId)).toEqual([]);
    setDay('2026-04-01');
    expect(await packageOf(c)).toBe('yes');
    setDay('2026-06-17');
    expect((await runPackageReminders(t.deps)).filter((r) => r.companyId === c.companyId)).toEqual([
      { companyId: c.companyId, paymentId: renewal.id, days: 14, recipients: 1 },
    ]);
    const sent = await t.deps.db.select({ paymentId: paymentReminders.paymentId, days: paymentReminders.days }).from(paymentReminders);
    expect(sent.filter((s) => [first.id, renewal.id].includes(s.paymentId))).toEqual([
      { paymentId: first.id, days: 14 },
      { paymentId: renewal.id, days: 14 },
    ]);
  });

  it('rejected: the reason is kept, the super admin is emailed, the package stays no and a plan can be chosen again', async () => {
    setDay('2026-05-01');
    const c = await saasCompany('ru');
    const res = await c.call.post(PAYMENT, { plan: annual });
    const row = await rejectPayment(t.deps, res.json().id, 'Перевод не получен');
    expect(row).toMatchObject({ status: 'rejected', isAccepted: false, startDate: null, invoiceNumber: null });
    const overview = (await c.call.get(PAYMENT)).json();
    expect(overview).toMatchObject({ package: 'no', current: null, payments: [{ status: 'rejected', note: 'Перевод не получен', invoice: null }] });
    const [mail] = await emailsTo(c.email);
    expect(mail!.subject).toBe(translate('ru', 'billing.rejectedSubject', { reference: `PF-${c.code}-${row.id}` }));
    expect(mail!.text).toContain('Перевод не получен');
    expect(await packageOf(c)).toBe('no');
    expect((await c.call.post(PAYMENT, { plan: annual })).statusCode).toBe(201);
  });

  it('cancelled: a waiting request only, of the caller’s company; a cancelled one can no longer be accepted', async () => {
    setDay('2026-05-01');
    const c = await saasCompany();
    const other = await saasCompany();
    const res = await c.call.post(PAYMENT, { plan: annual });
    const id = res.json().id;

    const foreign = await other.call.delete(`${PAYMENT}${id}/`);
    expect(foreign.statusCode).toBe(404);
    expect((await c.call.delete(`${PAYMENT}999999/`)).statusCode).toBe(404);

    const cancelled = await c.call.delete(`${PAYMENT}${id}/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled', is_accepted: false, plan: 'Annual', decided_at: day('2026-05-01').toISOString() });
    const again = await c.call.delete(`${PAYMENT}${id}/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_not_waiting');
    await expect(acceptPayment(t.deps, id)).rejects.toMatchObject({ status: 409, code: 'payment_not_waiting' });
    expect(await packageOf(c)).toBe('no');

    // Accepted, it cannot be cancelled either; and nothing waits any more, so a new request passes.
    const next = (await c.call.post(PAYMENT, { plan: quarterly })).json();
    await acceptPayment(t.deps, next.id);
    expect((await c.call.delete(`${PAYMENT}${next.id}/`)).statusCode).toBe(409);
  });

  it('the operator’s token is refused on company endpoints, and a company’s on operator endpoints', async () => {
    const c = await saasCompany();
    await setOperatorPassword(t.deps, 'operator', 'Operator-secret-1');
    const operator = await operatorSignIn(t.deps, 'operator', 'Operator-secret-1', '127.0.0.1');
    for (const url of [PAYMENT, PERMISSION, '/api/account/me/']) {
      const res = await call(t.app, 'GET', url, { token: operator.access });
      expect(res.statusCode, url).toBe(401);
    }
    const res = await call(t.app, 'GET', '/api/operator/payments/', { token: c.token });
    expect(res.statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/operator/payments/', { token: operator.access })).statusCode).toBe(200);
  });
});

describe('self-hosted: the free package has no end and nothing asks for money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => day('2026-02-01');
    await t.deps.db.insert(plans).values({ code: 'annual', names: ANNUAL, months: 12, price: '1200', currency: 'AZN' });
  });
  afterAll(() => t.close());

  it('shows the free package without an end, offers no plan, refuses a request and never reminds', async () => {
    const acme = await tenant(t);
    const overview = await caller(t, acme.token, null).get(PAYMENT);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({
      mode: 'self-hosted',
      package: 'yes',
      current: { package: 'free', end_date: null, days_left: null, price: 0 },
      plans: [],
    });
    expect(overview.json().payments).toEqual([expect.objectContaining({ package: 'free', status: 'accepted', end_date: null, reference: null })]);
    const [plan] = await t.deps.db.select().from(plans);
    const res = await acme.call.post(PAYMENT, { plan: plan!.id }, 'az');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payments_off', detail: translate('az', 'billing.paymentsOff') });
    expect(await t.deps.db.select().from(payments).where(eq(payments.companyId, acme.companyId))).toHaveLength(1);
    for (const d of ['2026-02-15', '2027-02-01']) {
      t.deps.clock.now = () => day(d);
      expect(await runPackageReminders(t.deps)).toEqual([]);
    }
  });
});
