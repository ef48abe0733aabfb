import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand, USAGE, type OperatorIo } from '../../src/cli/operator.ts';
import { accounts, payments, plans, platformSettings } from '../../src/db/schema.ts';
import { periodEnd } from '../../src/services/payments/package.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { companyCode, createCompany, signIn } from '../helpers/factories.ts';
import { caller } from '../helpers/tenant.ts';

/**
 * The operator's command line (docs/product.md §1.5, §7.12; ADR 34): the commands run against the test's
 * database through runOperatorCommand, as `npm run operator -- …` runs them, and check their input with the
 * operator screen's schemas: plans, payments with their decisions, the operator's password, the settings,
 * and the package granted by the services' clock.
 */

describe('npm run operator (saas)', () => {
  let t: TestApp;

  /** Runs a command; what it printed and its exit code. */
  async function run(args: string[], password = '') {
    const out: unknown[] = [];
    const errors: string[] = [];
    const io: OperatorIo = {
      log: (value) => out.push(value),
      table: (rows) => out.push(rows),
      error: (text) => errors.push(text),
      password: async () => password,
    };
    const code = await runOperatorCommand(t.deps, args, io);
    return { code, out, errors: errors.join('\n') };
  }

  const PLAN = ['--months', '12', '--price', '1200', '--currency', 'azn', '--name-en', 'Annual', '--name-az', 'İllik', '--name-ru', 'Годовой'];

  async function activeCompany(name: string) {
    const c = await createCompany(t.deps, { company: name });
    await t.deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, c.owner.id));
    const token = (await signIn(t, c.owner.username)).access;
    return { ...c, code: await companyCode(t.deps, c.companyId), call: caller(t, token, null) };
  }

  beforeAll(async () => {
    t = await createTestApp({ DEPLOYMENT_MODE: 'saas', RATE_LIMIT_PER_MINUTE: '0' });
    t.deps.clock.now = () => new Date('2026-01-31T12:00:00Z');
  });
  afterAll(() => t.close());

  it('prints the usage for no command, an unknown one, a missing target or an unknown option (exit 2)', async () => {
    for (const args of [[], ['refund', '1'], ['accept'], ['plans', '--colour', 'red']]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.errors).toContain(USAGE);
    }
  });

  it('adds, lists and changes plans with the screen’s rules; a code taken or a bad value is refused (exit 1)', async () => {
    const added = await run(['plan-add', 'Annual', ...PLAN]);
    expect(added.code, added.errors).toBe(0);
    expect(added.out[0]).toMatchObject({ code: 'annual', name: 'Annual', months: 12, price: 1200, currency: 'AZN', offered: 'yes' });

    const taken = await run(['plan-add', 'annual', ...PLAN]);
    expect(taken.code).toBe(1);
    expect(taken.errors).toBe(`code: ${translate('en', 'billing.planCodeTaken')}`);

    const bad = await run(['plan-add', 'monthly', '--months', '0', '--price', '9.999', '--currency', 'AZN', '--name-en', 'Monthly', '--name-az', 'Aylıq']);
    expect(bad.code).toBe(1);
    expect(
      bad.errors
        .split('\n')
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['months', 'names.ru', 'price']);
    expect(await t.deps.db.select().from(plans).where(eq(plans.code, 'monthly'))).toEqual([]);

    const updated = await run(['plan-update', 'ANNUAL', '--price', '1100.50', '--offered', 'no', '--order', '3']);
    expect(updated.code, updated.errors).toBe(0);
    expect(updated.out[0]).toMatchObject({ code: 'annual', price: 1100.5, months: 12, offered: 'no', order: 3, name: 'Annual' });
    expect((await run(['plan-update', 'annual', '--offered', 'maybe'])).code).toBe(1);
    expect((await run(['plan-update', 'weekly', '--price', '1'])).errors).toBe('No plan with code "weekly".');

    const listed = await run(['plans']);
    expect(listed.out[0]).toEqual([expect.objectContaining({ code: 'annual', offered: 'no' })]);
  });

  it('lists payments, accepts one and rejects another with a reason; a decided one or a bad id is refused', async () => {
    const [plan] = await t.deps.db
      .insert(plans)
      .values({ code: 'quarterly', names: { en: 'Quarterly', az: 'Rüblük', ru: 'Квартальный' }, months: 3, price: '300', currency: 'USD' })
      .returning();
    const north = await activeCompany('North CLI');
    const south = await activeCompany('South CLI');
    const first = (await north.call.post('/api/account/payment/', { plan: plan!.id })).json();
    const second = (await south.call.post('/api/account/payment/', { plan: plan!.id })).json();

    const waiting = await run(['payments', '--status', 'waiting', '--search', 'cli']);
    expect(waiting.code, waiting.errors).toBe(0);
    expect((waiting.out[0] as Array<{ id: number }>).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(waiting.out[0]).toContainEqual(
      expect.objectContaining({ id: first.id, company: `North CLI (${north.code})`, plan: 'Quarterly', amount: '300 USD' }),
    );
    expect((await run(['payments', '--status', 'paid'])).code).toBe(1);

    const accepted = await run(['accept', String(first.id)]);
    expect(accepted.code, accepted.errors).toBe(0);
    expect(accepted.out[0]).toMatchObject({
      id: first.id,
      status: 'accepted',
      start: '2026-01-31',
      end: periodEnd('2026-01-31', 3),
      invoice: expect.stringMatching(/^INV-/),
    });
    expect((await north.call.get('/api/account/check-user-permission/')).json().package).toBe('yes');

    const again = await run(['accept', String(first.id)]);
    expect(again).toMatchObject({ code: 1, errors: translate('en', 'billing.notWaiting') });
    expect((await run(['accept', '999999'])).errors).toBe(translate('en', 'errors.notFound'));
    expect((await run(['accept', 'first'])).code).toBe(1);

    const noReason = await run(['reject', String(second.id)]);
    expect(noReason.code).toBe(1);
    expect(noReason.errors).toBe(`reason: ${translate('en', 'validation.required')}`);
    const rejected = await run(['reject', String(second.id), '--reason', 'No transfer received']);
    expect(rejected.code, rejected.errors).toBe(0);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, second.id));
    expect(row).toMatchObject({ status: 'rejected', note: 'No transfer received', isAccepted: false });
  });

  it('sets the operator’s password (at least 8 characters); the operator signs in with it on the screen', async () => {
    const short = await run(['operator-password', 'root_operator'], 'short');
    expect(short.code).toBe(1);
    expect(short.errors).toBe(`password: ${translate('en', 'validation.passwordMin')}`);
    expect((await run(['operator-password', 'root_operator'], 'Long-enough-secret')).out[0]).toEqual({ username: 'root_operator', created: true });
    const res = await call(t.app, 'POST', '/api/operator/token/', { body: { username: 'root_operator', password: 'Long-enough-secret' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await run(['operator-password', 'root_operator'], 'Another-long-secret')).out[0]).toEqual({ username: 'root_operator', created: false });
    expect((await call(t.app, 'GET', '/api/operator/plans/', { token: res.json().access })).statusCode).toBe(401);
  });

  it('prints and changes the settings named, keeping the others; an invalid URL is refused', async () => {
    const set = await run(['settings-set', '--seller', 'Performa LLC', '--iban', 'AZ21NABZ00000000137010001944', '--help-url', 'https://help.example.com']);
    expect(set.code, set.errors).toBe(0);
    const second = await run(['settings-set', '--support-email', 'help@example.com']);
    expect(second.out[0]).toMatchObject({
      seller: 'Performa LLC',
      iban: 'AZ21NABZ00000000137010001944',
      help_url: 'https://help.example.com',
      support_email: 'help@example.com',
    });
    const bad = await run(['settings-set', '--terms-url', 'ftp://example.com/terms']);
    expect(bad).toMatchObject({ code: 1, errors: `terms_url: ${translate('en', 'validation.invalid')}` });
    const [row] = await t.deps.db.select().from(platformSettings);
    expect(row).toMatchObject({ termsUrl: '', supportEmail: 'help@example.com' });
    expect((await run(['settings'])).out[0]).toMatchObject({ seller: 'Performa LLC', terms_url: '' });
  });

  it('grants a package from today by the services’ clock, for the months asked (periodEnd), accepted', async () => {
    const c = await activeCompany('Granted CLI');
    const granted = await run(['grant-package', c.code.toLowerCase(), '--months', '1', '--price', '99.50', '--currency', 'usd']);
    expect(granted.code, granted.errors).toBe(0);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.companyId, c.companyId));
    expect(row).toMatchObject({
      status: 'accepted',
      isAccepted: true,
      startDate: '2026-01-31',
      endDate: periodEnd('2026-01-31', 1),
      months: 1,
      currency: 'USD',
    });
    expect(Number(row!.price)).toBe(99.5);
    expect((await c.call.get('/api/account/check-user-permission/')).json().package).toBe('yes');
    expect((await run(['grant-package', c.code, '--months', '61'])).code).toBe(1);
    expect((await run(['grant-package', 'NO-SUCH-COMPANY'])).errors).toBe('No company with id or code "NO-SUCH-COMPANY".');
  });
});
