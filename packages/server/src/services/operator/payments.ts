import type { OperatorPayment, PaymentStatus } from '@performa/contracts/api/payment';
import type { Language } from '@performa/contracts/i18n/languages';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { contains } from '../../db/raw.ts';
import { accounts, companies, payments, plans } from '../../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { acceptPayment, rejectPayment } from '../payments/decide.ts';
import { presentPayment } from '../payments/overview.ts';

/**
 * Every company's payments as the operator reads and decides them (docs/product.md §7.12; ADR 34), from the
 * operator screen or the command line (both call these). Plan names are in the reader's language: the
 * operator screen's (its Accept-Language), English on the command line.
 */

/** The most payments a list answers: the operator narrows a longer history by status or search. */
export const OPERATOR_PAYMENTS_LIMIT = 500;

export interface PaymentFilter {
  status?: PaymentStatus;
  /** Part of a company's name or code, or of a payment's reference, in any case. */
  search?: string;
}

/** Waiting payments first (what the operator has to decide), then the newest. */
export async function listOperatorPayments(deps: AppDeps, filter: PaymentFilter, lang: Language): Promise<OperatorPayment[]> {
  return operatorPayments(deps, lang, and(filter.status ? eq(payments.status, filter.status) : undefined, searchOf(filter.search ?? '')));
}

function searchOf(search: string) {
  const conditions = [contains(companies.companyName, search), contains(companies.code, search), contains(payments.reference, search)];
  return conditions.every((c) => c === undefined) ? undefined : or(...conditions);
}

async function operatorPayments(deps: AppDeps, lang: Language, where: ReturnType<typeof and>): Promise<OperatorPayment[]> {
  const rows = await deps.db
    .select({ payment: payments, names: plans.names, company: { id: companies.id, name: companies.companyName, code: companies.code } })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(where)
    .orderBy(sql`(${payments.status} = 'waiting') desc`, desc(payments.createdAt), desc(payments.id))
    .limit(OPERATOR_PAYMENTS_LIMIT);
  const companyIds = [...new Set(rows.map((r) => r.company.id))];
  // Each company's first active super admin (by id): one the decisions' emails reach.
  const admins = companyIds.length
    ? await deps.db
        .selectDistinctOn([accounts.companyId], { companyId: accounts.companyId, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
        .from(accounts)
        .where(and(inArray(accounts.companyId, companyIds), eq(accounts.role, 'super_admin'), eq(accounts.isActive, true)))
        .orderBy(asc(accounts.companyId), asc(accounts.id))
    : [];
  const adminOf = new Map(admins.map((a) => [a.companyId, { name: `${a.first} ${a.last}`.trim(), email: a.email }]));
  return rows.map((r) => ({ ...presentPayment(r.payment, r.names, lang), company: r.company, super_admin: adminOf.get(r.company.id) ?? null }));
}

async function operatorPayment(deps: AppDeps, id: number, lang: Language): Promise<OperatorPayment> {
  const [one] = await operatorPayments(deps, lang, eq(payments.id, id));
  return one!;
}

/** Accepts a waiting payment (decide.ts: dates, invoice number, the super admins' emails); the operator's view of it. */
export async function acceptAndShow(deps: AppDeps, id: number, lang: Language): Promise<OperatorPayment> {
  const accepted = await acceptPayment(deps, id);
  return operatorPayment(deps, accepted.id, lang);
}

/** Rejects a waiting payment with the operator's reason (decide.ts); the operator's view of it. */
export async function rejectAndShow(deps: AppDeps, id: number, reason: string, lang: Language): Promise<OperatorPayment> {
  const rejected = await rejectPayment(deps, id, reason);
  return operatorPayment(deps, rejected.id, lang);
}
