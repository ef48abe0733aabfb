import { invoiceLabel } from '@performa/contracts/api/payment';
import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, payments, platformSettings, plans } from '../../src/db/schema.ts';
import { acceptPayment, rejectPayment } from '../../src/services/payments/decide.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { companyCode, createAccount, signIn } from '../helpers/factories.ts';
import { pdfText } from '../helpers/pdf.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const invoiceUrl = (id: number) => `/api/account/payment/${id}/invoice/`;
const ACCEPTED_ON = new Date('2026-03-10T09:30:00Z');

describe('the invoice of an accepted payment (docs/product.md §7.11, ADR 34)', () => {
  let t: TestApp;
  let acme: Tenant;
  let code: string;
  let plan: typeof plans.$inferSelect;
  let accepted: typeof payments.$inferSelect;

  /** A payment request of a company for the plan, waiting for the operator. */
  const request = async (companyId: number, reference: string) => {
    const [row] = await t.deps.db
      .insert(payments)
      .values({ companyId, package: 'standard', plan: plan.code, planId: plan.id, months: plan.months, price: plan.price, currency: plan.currency, reference })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => ACCEPTED_ON;
    acme = await tenant(t, { company: 'Şəki Ərzaq MMC' }, { package: false });
    code = await companyCode(t.deps, acme.companyId);
    await t.deps.db.update(companies).set({ address: 'Nizami küçəsi 10, Bakı' }).where(eq(companies.id, acme.companyId));
    await t.deps.db
      .update(platformSettings)
      .set({
        seller: 'Performa Platform MMC',
        sellerAddress: 'Füzuli küçəsi 5, Bakı',
        taxId: '1234567890',
        bankName: 'Kapital Bank',
        iban: 'AZ21NABZ00000000137010001944',
        swift: 'AIIBAZ2X',
      })
      .where(eq(platformSettings.id, 1));
    const [annual] = await t.deps.db
      .insert(plans)
      .values({ code: 'annual', names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: '1200', currency: 'AZN' })
      .returning();
    plan = annual!;
    accepted = await acceptPayment(t.deps, (await request(acme.companyId, `PF-${code}-A`)).id);
  });
  afterAll(() => t.close());

  it('is a PDF attachment named by its number, in English', async () => {
    const res = await acme.call.get(invoiceUrl(accepted.id), 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceLabel(accepted.invoiceNumber!)}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      translate('en', 'billing.invoiceTitle'),
      invoiceLabel(accepted.invoiceNumber!),
      '10.03.2026',
      'Performa Platform MMC',
      'Füzuli küçəsi 5, Bakı',
      '1234567890',
      'Şəki Ərzaq MMC',
      'Nizami küçəsi 10, Bakı',
      code,
      translate('en', 'billing.planLine', { plan: 'Annual', months: 12 }),
      '10.03.2026–09.03.2027',
      '1,200.00 AZN',
      translate('en', 'billing.total'),
      `PF-${code}-A`,
      'AZ21NABZ00000000137010001944',
      translate('en', 'billing.paid', { date: '10.03.2026' }),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('in Azerbaijani and in Russian: the labels, the plan’s name and the amount as the reader writes them', async () => {
    const az = await pdfText((await acme.call.get(invoiceUrl(accepted.id), 'az')).rawPayload);
    for (const expected of [
      translate('az', 'billing.invoiceTitle'),
      translate('az', 'billing.invoiceNumber'),
      translate('az', 'billing.seller'),
      translate('az', 'billing.buyer'),
      translate('az', 'billing.planLine', { plan: 'İllik', months: 12 }),
      translate('az', 'billing.reference'),
      '1.200,00 AZN',
      translate('az', 'billing.paid', { date: '10.03.2026' }),
      invoiceLabel(accepted.invoiceNumber!),
      'Şəki Ərzaq MMC',
    ]) {
      expect(az).toContain(expected);
    }
    expect(az).not.toContain(translate('en', 'billing.invoiceTitle'));

    const res = await acme.call.get(invoiceUrl(accepted.id), 'ru');
    expect(res.statusCode).toBe(200);
    const ru = await pdfText(res.rawPayload);
    for (const expected of [
      translate('ru', 'billing.invoiceTitle'),
      translate('ru', 'billing.servicePeriod'),
      translate('ru', 'billing.planLine', { plan: 'Годовой', months: 12 }),
      translate('ru', 'billing.paid', { date: '10.03.2026' }),
      invoiceLabel(accepted.invoiceNumber!),
    ]) {
      expect(ru).toContain(expected);
    }
    // Russian groups thousands with a (no-break) space and writes a decimal comma.
    expect(ru).toMatch(/1[\s\u00a0]200,00 AZN/);
  });

  it('is the super admin’s: an admin of the company is refused', async () => {
    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    const res = await acme.as((await signIn(t, admin.username)).access).get(invoiceUrl(accepted.id));
    expect(res.statusCode).toBe(403);
  });

  it('exists only for the caller’s company’s accepted payments', async () => {
    const globex = await tenant(t, {}, { package: false });
    expect((await globex.call.get(invoiceUrl(accepted.id))).statusCode).toBe(404);

    const waiting = await request(acme.companyId, `PF-${code}-W`);
    expect((await acme.call.get(invoiceUrl(waiting.id))).statusCode).toBe(404);

    const rejected = await request(acme.companyId, `PF-${code}-R`);
    await rejectPayment(t.deps, rejected.id, 'No transfer arrived');
    expect((await acme.call.get(invoiceUrl(rejected.id))).statusCode).toBe(404);

    const cancelled = await request(acme.companyId, `PF-${code}-C`);
    await t.deps.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, cancelled.id));
    expect((await acme.call.get(invoiceUrl(cancelled.id))).statusCode).toBe(404);

    expect((await acme.call.get(invoiceUrl(accepted.id + 100_000))).statusCode).toBe(404);
  });

  it('is reachable when the package has ended (the payment screen always is)', async () => {
    t.deps.clock.now = () => new Date('2027-04-01T08:00:00Z');
    try {
      const res = await acme.call.get(invoiceUrl(accepted.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(await pdfText(res.rawPayload)).toContain(invoiceLabel(accepted.invoiceNumber!));
    } finally {
      t.deps.clock.now = () => ACCEPTED_ON;
    }
  });
});
