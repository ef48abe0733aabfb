import { sql } from 'drizzle-orm';
import { paymentReminders, payments, plans } from '../../../src/db/schema.ts';
import { defineArea, open, superAdminOnly, type Expected } from './harness.ts';

/**
 * Packages and payment (docs/product.md §7.11; ADR 34). The payment screen is the super admin's whatever the
 * package (the one without a package still reaches it); another company's payment is not found. The table's
 * app is self-hosted, where nothing asks for money: a request is 409 for every super admin, and changes
 * nothing (payment-lifecycle.test.ts covers saas). Company A has a waiting request (each cancel gets its own)
 * and an accepted, invoiced payment of a past year; the app's links and the industries are public.
 */
const superAdmin = (ok: number, o: Partial<Expected> = {}): Expected => superAdminOnly(ok, { noPackage: ok, ...o });
/** A payment of company A: its super admin's only. */
const ofA = (ok: number): Expected => superAdmin(ok, { foreign: 404, noPackage: 404 });

export const billingArea = defineArea({
  name: 'billing',
  tables: { plans, paymentReminders },
  build: async (deps, scope, _targets, unique) => {
    const [plan] = await deps.db
      .insert(plans)
      .values({ code: `plan-${unique()}`, names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: '1200', currency: 'AZN' })
      .returning();
    const base = { companyId: scope.companyId, package: 'standard', plan: plan!.code, planId: plan!.id, months: 12, price: '1200', currency: 'AZN' };
    const [waiting] = await deps.db
      .insert(payments)
      .values({ ...base, status: 'waiting', isAccepted: false, reference: `PF-AUTH-${unique()}` })
      .returning();
    const [accepted] = await deps.db
      .insert(payments)
      .values({
        ...base,
        status: 'accepted',
        isAccepted: true,
        startDate: '2020-01-01',
        endDate: '2020-12-31',
        reference: `PF-AUTH-${unique()}`,
        invoiceNumber: sql`nextval('invoice_numbers')`,
        decidedAt: new Date('2020-01-01T10:00:00Z'),
      })
      .returning();
    return { plan: plan!.id, waiting: waiting!.id, accepted: accepted!.id };
  },
  rows: [
    { method: 'GET', route: '/api/account/payment/', request: () => ({ url: '/api/account/payment/' }), expect: superAdmin(200) },
    {
      method: 'POST',
      route: '/api/account/payment/',
      request: (c) => ({ url: '/api/account/payment/', body: { plan: c.area.plan } }),
      expect: superAdmin(409),
    },
    {
      method: 'DELETE',
      route: '/api/account/payment/:id/',
      request: (c) => ({ url: `/api/account/payment/${c.area.waiting}/` }),
      expect: ofA(200),
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/account/payment/:id/invoice/',
      request: (c) => ({ url: `/api/account/payment/${c.area.accepted}/invoice/` }),
      expect: ofA(200),
    },
    { method: 'GET', route: '/api/account/hyperlinks/', request: () => ({ url: '/api/account/hyperlinks/' }), expect: open(200) },
    { method: 'GET', route: '/api/wizard/industries/', request: () => ({ url: '/api/wizard/industries/' }), expect: open(200) },
  ],
});
