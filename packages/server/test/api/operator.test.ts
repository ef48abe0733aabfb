import { showDate } from '../../src/services/periods/period-dates.ts';
import { invoiceLabel } from '@performa/contracts/api/payment';
import { translate } from '@performa/contracts/i18n/translate';
import { operatorRoutes } from '@performa/contracts/routes/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxEmails, payments, plans, platformSettings } from '../../src/db/schema.ts';
import { setOperatorPassword } from '../../src/services/operator/operator-auth.ts';
import { periodEnd } from '../../src/services/payments/package.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { companyCode, createAccount, createCompany, PASSWORD, signIn } from '../helpers/factories.ts';
import { caller, type Caller } from '../helpers/tenant.ts';

/**
 * The platform operator's screen over HTTP (docs/product.md §1.5, §7.12; ADR 34): its own sign-in, throttled
 * like a company's; its token and a company's each refused where the other belongs; every company's payments,
 * searched and filtered, accepted and rejected; the plans and the platform settings. In self-hosted mode the
 * screen is off: every operator route is 404.
 */

const OPERATOR = 'operator_ayla';
const OPERATOR_PASSWORD = 'Operator-Secret-2026';
const PERMISSION = '/api/account/check-user-permission/';
const PAYMENT = '/api/account/payment/';
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

const ANNUAL = { code: 'annual', names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: 1200, currency: 'AZN' };

/** Every operator-only route of the table, with a request its schema accepts. */
const OPERATOR_ONLY = Object.values(operatorRoutes)
  .filter((route) => route.access === 'operator')
  .map((route) => ({
    method: route.method,
    url: `/api${route.path.replace(':id', '1')}`,
    body:
      route.method === 'GET'
        ? undefined
        : route.path.endsWith('/reject/')
          ? { reason: 'No transfer arrived' }
          : route.path.startsWith('/operator/plans/')
            ? { ...ANNUAL, code: 'probe' }
            : route.path === '/operator/settings/'
              ? {}
              : undefined,
  }));

describe('the operator screen (saas)', () => {
  let t: TestApp;
  let operator: string;

  const asOperator = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang?: string) =>
    call(t.app, method, url, { token: operator, body: method === 'GET' ? undefined : (body ?? {}), lang });
  const signInOperator = (username: string, password: string) => call(t.app, 'POST', '/api/operator/token/', { body: { username, password } });

  /** A company whose super admin the operator activated, signed in (no project selected). */
  async function company(name: string) {
    const c = await createCompany(t.deps, { company: name });
    await t.deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, c.owner.id));
    const token = (await signIn(t, c.owner.username)).access;
    const [owner] = await t.deps.db.select().from(accounts).where(eq(accounts.id, c.owner.id));
    return { ...c, code: await companyCode(t.deps, c.companyId), token, owner: owner!, call: caller(t, token, null) as Caller };
  }

  async function request(c: { call: Caller }, plan: number) {
    const res = await c.call.post(PAYMENT, { plan });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; reference: string };
  }

  let annual: number;
  let north: Awaited<ReturnType<typeof company>>;
  let south: Awaited<ReturnType<typeof company>>;

  beforeAll(async () => {
    t = await createTestApp({ DEPLOYMENT_MODE: 'saas', RATE_LIMIT_PER_MINUTE: '0', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
    t.deps.clock.now = () => day('2026-05-04');
    await setOperatorPassword(t.deps, OPERATOR, OPERATOR_PASSWORD);
    operator = (await signInOperator(OPERATOR, OPERATOR_PASSWORD)).json().access;
    const [plan] = await t.deps.db
      .insert(plans)
      .values({ ...ANNUAL, price: '1200.00' })
      .returning();
    annual = plan!.id;
    north = await company('Northwind Traders');
    south = await company('Southern Foods');
  });
  afterAll(() => t.close());

  it('says the screen is on', async () => {
    const res = await call(t.app, 'GET', '/api/operator/status/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true });
  });

  it('signs the operator in; a wrong password or an unknown name is 401', async () => {
    const ok = await signInOperator(` ${OPERATOR.toUpperCase()} `, OPERATOR_PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ access: expect.any(String), expires_at: expect.any(String) });
    for (const [username, password] of [
      [OPERATOR, 'not-the-password'],
      ['nobody_here', OPERATOR_PASSWORD],
    ]) {
      const refused = await signInOperator(username!, password!);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: translate('en', 'errors.loginFailed'), code: 'no_active_account' });
    }
    // A company's super admin is no operator, with their own password either.
    expect((await signInOperator(north.owner.username, PASSWORD)).statusCode).toBe(401);
  });

  it('throttles repeated failures like a company sign-in (429 with Retry-After), the right password included', async () => {
    await setOperatorPassword(t.deps, 'operator_throttled', OPERATOR_PASSWORD);
    for (let i = 0; i < 3; i++) expect((await signInOperator('operator_throttled', `wrong-${i}-password`)).statusCode).toBe(401);
    const throttled = await signInOperator('operator_throttled', OPERATOR_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().code).toBe('too_many_attempts');
    // Counted per name: the other operator still signs in.
    expect((await signInOperator(OPERATOR, OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a company’s access token, none and a forged one on every operator route (401), and changes nothing', async () => {
    expect(OPERATOR_ONLY.length).toBe(8);
    const before = await t.deps.db.select().from(plans);
    for (const route of OPERATOR_ONLY) {
      for (const token of [north.token, undefined, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
        const res = await call(t.app, route.method as 'GET', route.url, { token, body: route.body });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
        expect(res.json().code).toBe('not_authenticated');
      }
    }
    expect(await t.deps.db.select().from(plans)).toEqual(before);
  });

  it('refuses the operator’s token on company routes (401)', async () => {
    for (const url of ['/api/account/me/', PAYMENT, PERMISSION, '/api/wizard/projects/']) {
      const res = await call(t.app, 'GET', url, { token: operator });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
    expect((await call(t.app, 'POST', PAYMENT, { token: operator, body: { plan: annual } })).statusCode).toBe(401);
  });

  it('a new password ends the operator’s tokens; the old password stops working', async () => {
    await setOperatorPassword(t.deps, 'operator_rotating', OPERATOR_PASSWORD);
    const old = (await signInOperator('operator_rotating', OPERATOR_PASSWORD)).json().access;
    expect((await call(t.app, 'GET', '/api/operator/plans/', { token: old })).statusCode).toBe(200);
    expect(await setOperatorPassword(t.deps, 'Operator_Rotating', 'Another-Secret-2026')).toEqual({ username: 'Operator_Rotating', created: false });
    expect((await call(t.app, 'GET', '/api/operator/plans/', { token: old })).statusCode).toBe(401);
    expect((await signInOperator('operator_rotating', OPERATOR_PASSWORD)).statusCode).toBe(401);
    const fresh = (await signInOperator('operator_rotating', 'Another-Secret-2026')).json().access;
    expect((await call(t.app, 'GET', '/api/operator/plans/', { token: fresh })).statusCode).toBe(200);
  });

  it('lists every company’s payments, waiting first, with the company and its super admin; filters by status and searches', async () => {
    const first = await request(north, annual);
    const second = await request(south, annual);
    // North's request decided (rejected) earlier: it comes after every waiting one, newest first among them.
    await t.deps.db
      .update(payments)
      .set({ status: 'rejected', decidedAt: day('2026-05-04'), note: 'Test' })
      .where(eq(payments.id, first.id));
    const again = await request(north, annual);

    const all = await asOperator('GET', '/api/operator/payments/', undefined, 'az');
    expect(all.statusCode, all.body).toBe(200);
    const listed = all.json().payments as Array<{ id: number; status: string }>;
    const ours = listed.filter((p) => [first.id, second.id, again.id].includes(p.id)).map((p) => p.id);
    expect(ours).toEqual([again.id, second.id, first.id]);
    const firstWaiting = listed.findIndex((p) => p.status !== 'waiting');
    expect(listed.slice(firstWaiting).every((p) => p.status !== 'waiting')).toBe(true);
    expect(listed.find((p) => p.id === again.id)).toEqual({
      id: again.id,
      package: 'standard',
      plan: 'İllik',
      plan_code: 'annual',
      months: 12,
      price: 1200,
      currency: 'AZN',
      start_date: null,
      end_date: null,
      is_accepted: false,
      status: 'waiting',
      reference: `PF-${north.code}-${again.id}`,
      invoice: null,
      note: '',
      created_at: expect.any(String),
      decided_at: null,
      company: { id: north.companyId, name: 'Northwind Traders', code: north.code },
      super_admin: { name: `${north.owner.firstName} ${north.owner.lastName}`, email: north.owner.email },
    });

    const ids = async (query: string) =>
      ((await asOperator('GET', `/api/operator/payments/?${query}`)).json().payments as Array<{ id: number }>).map((p) => p.id);
    expect(await ids('status=rejected')).toContain(first.id);
    expect(await ids('status=rejected')).not.toContain(again.id);
    expect(await ids('search=southern')).toEqual([second.id]);
    expect(await ids(`search=${north.code.toLowerCase()}`)).toEqual([again.id, first.id]);
    expect(await ids(`search=${encodeURIComponent(second.reference)}`)).toEqual([second.id]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('status=waiting&search=northwind')).toEqual([again.id]);
    const bad = await asOperator('GET', '/api/operator/payments/?status=paid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['status']);
  });

  it('accepts a waiting payment: the package turns yes for that company only, the super admin is emailed; twice is 409', async () => {
    const c = await company('Eastern Mills');
    const other = await company('Western Mills');
    const waiting = await request(c, annual);
    expect((await c.call.get(PERMISSION)).json().package).toBe('no');

    const res = await asOperator('POST', `/api/operator/payments/${waiting.id}/accept/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: waiting.id,
      status: 'accepted',
      is_accepted: true,
      start_date: '2026-05-04',
      end_date: periodEnd('2026-05-04', 12),
      invoice: expect.stringMatching(/^INV-\d{6}$/),
      company: { id: c.companyId, code: c.code },
    });
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, waiting.id));
    expect(res.json().invoice).toBe(invoiceLabel(row!.invoiceNumber!));
    expect((await c.call.get(PERMISSION)).json().package).toBe('yes');
    expect((await other.call.get(PERMISSION)).json().package).toBe('no');
    // The company's admin, signed in after, works in its project.
    const admin = await createAccount(t.deps, c.companyId, { role: 'admin' });
    expect((await caller(t, (await signIn(t, admin.username)).access, c.projectId).get('/api/wizard/departments/')).statusCode).toBe(200);

    await t.deps.jobs.runReady();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, c.owner.email));
    expect(mails.map((m) => m.subject)).toContain(translate('en', 'billing.acceptedSubject', { end: showDate(periodEnd('2026-05-04', 12)) }));

    const twice = await asOperator('POST', `/api/operator/payments/${waiting.id}/accept/`, undefined, 'ru');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: translate('ru', 'billing.notWaiting'), code: 'payment_not_waiting' });
    expect((await asOperator('POST', `/api/operator/payments/${waiting.id}/reject/`, { reason: 'Late' })).statusCode).toBe(409);
    const unknown = await asOperator('POST', '/api/operator/payments/999999/accept/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('rejects a waiting payment with the reason; the package stays no; a blank reason is a field error', async () => {
    const c = await company('Rejected Foods');
    const waiting = await request(c, annual);
    const blank = await asOperator('POST', `/api/operator/payments/${waiting.id}/reject/`, { reason: '  ' }, 'az');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: [translate('az', 'validation.required')] });

    const res = await asOperator('POST', `/api/operator/payments/${waiting.id}/reject/`, { reason: 'The transfer did not arrive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: waiting.id,
      status: 'rejected',
      is_accepted: false,
      note: 'The transfer did not arrive',
      start_date: null,
      invoice: null,
    });
    expect((await c.call.get(PERMISSION)).json().package).toBe('no');
    const seen = (await c.call.get(PAYMENT)).json().payments.find((p: { id: number }) => p.id === waiting.id);
    expect(seen).toMatchObject({ status: 'rejected', note: 'The transfer did not arrive' });
    expect((await asOperator('POST', `/api/operator/payments/${waiting.id}/accept/`)).statusCode).toBe(409);
  });

  it('adds and changes plans; a code already used is a translated field error; payments keep their own price', async () => {
    const body = { code: ' Quarterly ', names: { en: 'Quarterly', az: 'Rüblük', ru: 'Квартальный' }, months: 3, price: 330.5, currency: 'usd' };
    const created = await asOperator('POST', '/api/operator/plans/', body);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toEqual({ id: expect.any(Number), ...body, code: 'quarterly', currency: 'USD', is_offered: true, sort_order: 0 });

    const taken = await asOperator('POST', '/api/operator/plans/', { ...body, code: 'ANNUAL' }, 'az');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: [translate('az', 'billing.planCodeTaken')] });
    const renamedOnto = await asOperator('PUT', `/api/operator/plans/${plan.id}/`, { ...body, code: 'annual' }, 'ru');
    expect(renamedOnto.json()).toEqual({ code: [translate('ru', 'billing.planCodeTaken')] });

    const waiting = await request(await company('Plan Keepers'), plan.id);
    const changed = await asOperator('PUT', `/api/operator/plans/${plan.id}/`, { ...body, price: 400, months: 6, is_offered: false, sort_order: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: plan.id, price: 400, months: 6, is_offered: false, sort_order: 5 });
    const [kept] = await t.deps.db.select().from(payments).where(eq(payments.id, waiting.id));
    expect({ price: Number(kept!.price), months: kept!.months, currency: kept!.currency }).toEqual({ price: 330.5, months: 3, currency: 'USD' });

    const list = (await asOperator('GET', '/api/operator/plans/')).json().plans as Array<{ code: string; is_offered: boolean }>;
    expect(list.map((p) => p.code)).toEqual(['annual', 'quarterly']);
    expect(list[1]!.is_offered).toBe(false);

    const invalid = await asOperator('POST', '/api/operator/plans/', { ...body, code: 'bad code!', months: 0, price: 1.234, currency: 'EURO' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(['code', 'currency', 'months', 'price']);
    expect((await asOperator('PUT', '/api/operator/plans/999999/', body)).statusCode).toBe(404);
  });

  it('keeps the platform settings: a round trip, and an invalid URL or email refused', async () => {
    const settings = {
      seller: 'Performa LLC',
      seller_address: 'Nizami 10, Baku',
      tax_id: '1234567890',
      bank_name: 'Kapital Bank',
      iban: 'AZ21NABZ00000000137010001944',
      swift: 'AIIBAZ2X',
      help_url: 'https://help.performa.example/',
      terms_url: 'https://performa.example/terms',
      privacy_url: 'https://performa.example/privacy',
      support_email: 'support@performa.example',
    };
    const saved = await asOperator('PUT', '/api/operator/settings/', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(settings);
    expect((await asOperator('GET', '/api/operator/settings/')).json()).toEqual(settings);
    const [row] = await t.deps.db.select().from(platformSettings);
    expect(row).toMatchObject({ id: 1, iban: settings.iban, helpUrl: settings.help_url });
    // The company's payment screen shows the same bank details.
    expect((await north.call.get(PAYMENT)).json().bank).toMatchObject({ iban: settings.iban, seller: settings.seller });

    const refused = await asOperator('PUT', '/api/operator/settings/', { ...settings, help_url: 'javascript:alert(1)', support_email: 'nobody' }, 'ru');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ help_url: [translate('ru', 'validation.invalid')] });
    expect(Object.keys(refused.json()).sort()).toEqual(['help_url', 'support_email']);
    expect((await asOperator('GET', '/api/operator/settings/')).json()).toEqual(settings);

    // A field left out is emptied (the body is the whole settings).
    const emptied = await asOperator('PUT', '/api/operator/settings/', { seller: 'Only the seller' });
    expect(emptied.json()).toEqual({ ...Object.fromEntries(Object.keys(settings).map((k) => [k, ''])), seller: 'Only the seller' });
  });
});

describe('the operator screen (self-hosted: off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOperatorPassword(t.deps, OPERATOR, OPERATOR_PASSWORD);
  });
  afterAll(() => t.close());

  it('says it is off, and every other operator route is 404, sign-in included, with any token', async () => {
    expect((await call(t.app, 'GET', '/api/operator/status/')).json()).toEqual({ enabled: false });
    const signInRes = await call(t.app, 'POST', '/api/operator/token/', { body: { username: OPERATOR, password: OPERATOR_PASSWORD } });
    expect(signInRes.statusCode).toBe(404);
    const c = await createCompany(t.deps);
    const token = (await signIn(t, c.owner.username)).access;
    for (const route of OPERATOR_ONLY) {
      for (const credentials of [token, undefined]) {
        const res = await call(t.app, route.method as 'GET', route.url, { token: credentials, body: route.body });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
  });
});
