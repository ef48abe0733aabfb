import type { OperatorPlan, planBodySchema } from '@performa/contracts/api/payment';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { plans } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../deps.ts';

/**
 * The plans on offer (docs/product.md §7.12; ADR 34): platform configuration the operator manages, from the
 * operator screen or the command line (both call these). A plan's code is unique; changing a plan's price or
 * months changes no payment already made, which keeps its own.
 */

export type PlanInput = z.output<typeof planBodySchema>;
type PlanRow = typeof plans.$inferSelect;

const codeTaken = () => new FieldError({ code: ['billing.planCodeTaken'] });

export function presentPlan(row: PlanRow): OperatorPlan {
  return {
    id: row.id,
    code: row.code,
    names: row.names,
    months: row.months,
    price: Number(row.price),
    currency: row.currency,
    is_offered: row.isOffered,
    sort_order: row.sortOrder,
  };
}

const columnsOf = (input: PlanInput) => ({
  code: input.code,
  names: input.names,
  months: input.months,
  price: input.price.toFixed(2),
  currency: input.currency,
  isOffered: input.is_offered,
  sortOrder: input.sort_order,
});

/** Every plan, offered or not, in the order the companies see them. */
export async function listPlans(deps: AppDeps): Promise<OperatorPlan[]> {
  const rows = await deps.db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map(presentPlan);
}

/** The plan with this code, or null. */
export async function findPlanByCode(deps: AppDeps, code: string): Promise<OperatorPlan | null> {
  const [row] = await deps.db.select().from(plans).where(eq(plans.code, code.trim().toLowerCase()));
  return row ? presentPlan(row) : null;
}

export async function createPlan(deps: AppDeps, input: PlanInput): Promise<OperatorPlan> {
  try {
    const [row] = await deps.db.insert(plans).values(columnsOf(input)).returning();
    return presentPlan(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'plans_code_unique')) throw codeTaken();
    throw error;
  }
}

export async function updatePlan(deps: AppDeps, id: number, input: PlanInput): Promise<OperatorPlan> {
  try {
    const [row] = await deps.db.update(plans).set(columnsOf(input)).where(eq(plans.id, id)).returning();
    if (!row) throw notFound();
    return presentPlan(row);
  } catch (error) {
    if (isUniqueViolation(error, 'plans_code_unique')) throw codeTaken();
    throw error;
  }
}
