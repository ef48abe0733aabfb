import { invoiceLabel, type Payment, type PaymentOverview, type Plan } from '@performa/contracts/api/payment';
import type { Language } from '@performa/contracts/i18n/languages';
import { asc, desc, eq } from 'drizzle-orm';
import type { Runner } from '../../db/raw.ts';
import { payments, plans, type PlanNames } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf, type AppDeps } from '../deps.ts';
import { planName } from './decide.ts';
import { daysLeft, packageChain } from './package.ts';
import { readPlatformSettings } from './platform-settings.ts';

/**
 * The super admin's payment screen (docs/product.md §7.11; ADR 34): the package now (the chain of accepted
 * payments covering today, by the services' clock), every payment of the company newest first, the plans on
 * offer (none in self-hosted mode: nothing there asks for money) and the bank transfer details. Reachable
 * whatever the package: it is where a super admin without one lands.
 */

type PaymentRow = typeof payments.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A payment as the company reads it: the plan's name in the reader's language (its code when the plan is gone). */
export function presentPayment(row: PaymentRow, names: PlanNames | null | undefined, lang: Language): Payment {
  return {
    id: row.id,
    package: row.package,
    plan: planName(names, row.plan, lang),
    plan_code: row.plan,
    months: row.months,
    price: Number(row.price),
    currency: row.currency,
    start_date: row.startDate,
    end_date: row.endDate,
    is_accepted: row.isAccepted,
    status: row.status,
    reference: row.reference,
    invoice: row.invoiceNumber === null ? null : invoiceLabel(row.invoiceNumber),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/** The names of a plan by its id (null: no plan, or gone). */
export async function planNames(runner: Runner, planId: number | null): Promise<PlanNames | null> {
  if (planId === null) return null;
  const [row] = await runner.select({ names: plans.names }).from(plans).where(eq(plans.id, planId));
  return row?.names ?? null;
}

/** The plans a company may choose, in the operator's order; none in self-hosted mode. */
async function offeredPlans(deps: AppDeps, lang: Language): Promise<Plan[]> {
  if (deps.config.DEPLOYMENT_MODE === 'self-hosted') return [];
  const rows = await deps.db.select().from(plans).where(eq(plans.isOffered, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: planName(p.names, p.code, lang),
    months: p.months,
    price: Number(p.price),
    currency: p.currency,
  }));
}

/** account/payment/ (GET). */
export async function paymentOverview(ctx: ServiceContext): Promise<PaymentOverview> {
  const { deps, actor, lang } = ctx;
  const today = todayOf(deps.clock);
  const rows = await deps.db
    .select({ payment: payments, names: plans.names })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.companyId, actor.companyId))
    .orderBy(desc(payments.id));
  const chain = await packageChain(deps.db, actor.companyId, today);
  const namesOf = new Map(rows.map((r) => [r.payment.id, r.names]));
  const { seller, seller_address, tax_id, bank_name, iban, swift } = await readPlatformSettings(deps.db);
  return {
    mode: deps.config.DEPLOYMENT_MODE,
    package: actor.packageActive ? 'yes' : 'no',
    current: chain
      ? {
          plan: planName(namesOf.get(chain.current.id), chain.current.plan, lang),
          package: chain.current.package,
          price: Number(chain.current.price),
          currency: chain.current.currency,
          start_date: chain.current.startDate!,
          end_date: chain.end,
          days_left: chain.end === null ? null : daysLeft(today, chain.end),
        }
      : null,
    payments: rows.map((r) => presentPayment(r.payment, r.names, lang)),
    plans: await offeredPlans(deps, lang),
    bank: { seller, seller_address, tax_id, bank_name, iban, swift },
  };
}
