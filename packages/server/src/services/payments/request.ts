import type { Payment, PaymentRequestBody } from '@performa/contracts/api/payment';
import { and, eq } from 'drizzle-orm';
import { lockCompany } from '../../db/locks.ts';
import { companies, payments, plans } from '../../db/schema.ts';
import { AppError, FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { notWaiting } from './decide.ts';
import { planNames, presentPayment } from './overview.ts';

/**
 * The super admin's side of a payment (docs/product.md §7.11; ADR 34): choosing a plan makes a request
 * waiting for the operator (is_accepted false) with the reference to quote on the bank transfer; a request
 * still waiting can be cancelled. No card data: the company pays by bank transfer. Both run under the
 * company's row lock, as the operator's decisions do (decide.ts), so that two requests cannot both pass the
 * one-waiting rule and a cancel and an acceptance cannot both win.
 */

export const paymentsOff = () => new AppError(409, 'payments_off', 'billing.paymentsOff');
export const requestWaiting = () => new AppError(409, 'payment_waiting', 'billing.requestWaiting');

/** account/payment/ (POST): a request for an offered plan; 409 in self-hosted mode or while another one waits. */
export async function requestPayment(ctx: ServiceContext, body: PaymentRequestBody): Promise<Payment> {
  const { deps, actor } = ctx;
  if (deps.config.DEPLOYMENT_MODE === 'self-hosted') throw paymentsOff();
  const [plan] = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, body.plan), eq(plans.isOffered, true)));
  if (!plan) throw new FieldError({ plan: ['billing.planNotOffered'] });
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const [waiting] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.companyId, actor.companyId), eq(payments.status, 'waiting')))
      .limit(1);
    if (waiting) throw requestWaiting();
    const [company] = await tx.select({ code: companies.code }).from(companies).where(eq(companies.id, actor.companyId));
    const [created] = await tx
      .insert(payments)
      .values({
        companyId: actor.companyId,
        package: 'standard',
        plan: plan.code,
        planId: plan.id,
        months: plan.months,
        price: plan.price,
        currency: plan.currency,
        status: 'waiting',
        isAccepted: false,
        createdAt: deps.clock.now(),
      })
      .returning({ id: payments.id });
    const [referenced] = await tx
      .update(payments)
      .set({ reference: `PF-${company!.code}-${created!.id}` })
      .where(eq(payments.id, created!.id))
      .returning();
    return referenced!;
  });
  return presentPayment(row, plan.names, ctx.lang);
}

/** account/payment/{id}/ (DELETE): cancels the company's waiting request; another company's or an unknown one is 404, a decided one 409. */
export async function cancelPayment(ctx: ServiceContext, id: number): Promise<Payment> {
  const { deps, actor } = ctx;
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const [found] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.companyId, actor.companyId)))
      .for('update');
    if (!found) throw notFound();
    if (found.status !== 'waiting') throw notWaiting();
    const [cancelled] = await tx
      .update(payments)
      .set({ status: 'cancelled', isAccepted: false, decidedAt: deps.clock.now() })
      .where(eq(payments.id, found.id))
      .returning();
    return cancelled!;
  });
  return presentPayment(row, await planNames(deps.db, row.planId), ctx.lang);
}
