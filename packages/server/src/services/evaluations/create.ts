import type { createGoalEvaluationBodySchema, createSkillEvaluationBodySchema, Evaluation } from '@performa/contracts/api/evaluations';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { retriedTransaction } from '../../db/locks.ts';
import { employees } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getEmployee, getFrequency, inProject, requireProject } from '../scope.ts';
import { goalIssueMessage, goalProblems, messageRefusal } from './goal-readiness.ts';
import { getEvaluationForAdmin } from './rows.ts';
import { insertEvaluations, type NewEvaluation } from './write.ts';

/**
 * Creating evaluations one by one (docs/product.md §5.1, §5.4): a skill evaluation of any party, or the
 * goal evaluation of an evaluatee's manager. Created inactive; a duplicate is refused with 'This
 * evaluation already exists'.
 */

type Employee = typeof employees.$inferSelect;

/** A person of the project who is terminated cannot evaluate nor be evaluated: a field error on `field`. */
function requireActive(employee: Employee, field: string): Employee {
  if (employee.status !== 'active') throw new FieldError({ [field]: ['validation.managerTerminated'] });
  return employee;
}

/** The evaluatee: an active employee inside the caller's department scope (else 404). */
async function evaluateeOf(ctx: ServiceContext, id: number): Promise<Employee> {
  return requireActive(await getEmployee(ctx, id), 'evaluatee_id');
}

/** The evaluator: any active employee of the selected project (an admin's scope limits evaluatees only; docs/product.md §2.8). */
async function evaluatorOf(ctx: ServiceContext, id: number): Promise<Employee> {
  const [row] = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), inProject(ctx, employees)));
  if (!row) throw notFound();
  return requireActive(row, 'evaluator_id');
}

/** Inserts one evaluation with its 'created' event, or refuses the duplicate. */
async function createOne(ctx: ServiceContext, frequencyId: number, row: NewEvaluation): Promise<Evaluation> {
  const id = await retriedTransaction(ctx.deps.db, async (tx) => {
    const [inserted] = await insertEvaluations(ctx, tx, frequencyId, [row]);
    if (!inserted) throw new FieldError({ non_field_errors: ['errors.evaluationExists'] });
    return inserted.id;
  });
  return (await getEvaluationForAdmin(ctx, id)).evaluation;
}

/** wizard/create-evaluation/: one skill evaluation; a self evaluation (and only it) has the evaluatee as evaluator. */
export async function createSkillEvaluation(ctx: ServiceContext, body: z.output<typeof createSkillEvaluationBodySchema>): Promise<Evaluation> {
  const round = await getFrequency(ctx, body.frequency_id);
  const evaluatee = await evaluateeOf(ctx, body.evaluatee_id);
  const evaluator = await evaluatorOf(ctx, body.evaluator_id);
  if ((body.party === 'self') !== (evaluator.id === evaluatee.id)) throw new FieldError({ evaluator_id: ['validation.selfEvaluation'] });
  return createOne(ctx, round.id, { evaluateeId: evaluatee.id, evaluatorId: evaluator.id, party: body.party, kind: 'skill' });
}

/**
 * goals/create-evaluation/: the goal evaluation of an evaluatee in a round, by their manager unless
 * another evaluator is given. The evaluatee needs a personal goal in the round ('No personal goal
 * found for this employee.') and the round's weights must sum to 100 ('First set all personal goals!', naming
 * the round and its total; docs/product.md §3.10).
 */
export async function createGoalEvaluation(ctx: ServiceContext, body: z.output<typeof createGoalEvaluationBodySchema>): Promise<Evaluation> {
  const round = await getFrequency(ctx, body.frequency_id);
  const evaluatee = await evaluateeOf(ctx, body.evaluatee_id);
  const evaluatorId = body.evaluator_id ?? evaluatee.reportToId;
  if (evaluatorId === null) throw new FieldError({ evaluator_id: ['errors.noManager'] });
  const evaluator = await evaluatorOf(ctx, evaluatorId);
  if (evaluator.id === evaluatee.id) throw new FieldError({ evaluator_id: ['validation.selfEvaluation'] });
  const issue = (await goalProblems(ctx.deps.db, requireProject(ctx), round, [evaluatee.id])).get(evaluatee.id);
  if (issue) throw messageRefusal(goalIssueMessage(round, issue));
  return createOne(ctx, round.id, { evaluateeId: evaluatee.id, evaluatorId: evaluator.id, party: 'manager', kind: 'goal' });
}
