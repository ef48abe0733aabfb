import type { EvaluateeRound, EvaluationPerson, EvaluationRound, evaluateeRoundQuerySchema } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { getEmployee, getFrequency, getPeriod, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { evaluatedSkills } from './competencies.ts';
import { evaluationDetails } from './details.ts';
import { formSettings } from './form-settings.ts';
import { loadPeople, toPerson } from './people.ts';
import { adminReach, selectEvaluations } from './rows.ts';

/**
 * One evaluatee in one round, for admins (docs/product.md §5.4, §7.6): /user-evaluations (every
 * evaluation about them with each evaluator's answers) and /goal-evaluation (their goal evaluation).
 * The evaluatee must be in the admin's department scope and the round in the selected project (else 404).
 */

type Query = z.output<typeof evaluateeRoundQuerySchema>;

interface Subject {
  evaluatee: EvaluationPerson;
  round: EvaluationRound;
  projectId: number;
}

async function subjectOf(ctx: ServiceContext, query: Query): Promise<Subject> {
  const projectId = requireProject(ctx);
  const [employee, frequency] = await Promise.all([getEmployee(ctx, query.employee_id), getFrequency(ctx, query.frequency_id)]);
  const [[person], period] = await Promise.all([
    loadPeople(ctx.deps.db, { companyId: ctx.actor.companyId, projectId }, sql`ee.id = ${employee.id}`),
    getPeriod(ctx, frequency.periodId),
  ]);
  return {
    projectId,
    evaluatee: toPerson(person!),
    round: {
      id: frequency.id,
      name: frequency.name,
      start_date: frequency.startDate,
      end_date: frequency.endDate,
      period: { id: period.id, name: period.name },
    },
  };
}

/** Parties in the order of docs/product.md §3.11. */
const PARTY_ORDER = sql`array_position(array['manager', 'subworker', 'coworker', 'self']::text[], e.party)`;

/**
 * evaluation-list-for-unique-user: every evaluation about the evaluatee in the round (terminated and
 * inactive ones too, with their state), each with its evaluator's answers, memo and survey answers, the
 * rating choices and the evaluatee's competencies. Five statements whatever the number of evaluations.
 */
export async function evaluationsOfEvaluatee(ctx: ServiceContext, query: Query): Promise<EvaluateeRound> {
  const subject = await subjectOf(ctx, query);
  const rows = await selectEvaluations(ctx.deps.db, {
    where: sql`${await adminReach(ctx)} and e.evaluatee_id = ${subject.evaluatee.id} and e.frequency_id = ${subject.round.id}`,
    orderBy: sql`e.kind desc, ${PARTY_ORDER}, er.first_name, er.last_name, e.id`,
  });
  const ids = intArray(rows.map((r) => r.evaluation.id));
  const [settings, skills, answers, survey] = await Promise.all([
    projectSettingsOf(ctx).then((project) => formSettings(ctx.deps.db, project, ctx.lang)),
    evaluatedSkills(ctx.deps.db, { projectId: subject.projectId, employeeId: subject.evaluatee.id, periodId: subject.round.period.id }, ctx.lang),
    rowsOf<{ evaluation_id: number; skill_id: number; rating: number | null; not_applicable: boolean; comment: string }>(
      ctx.deps.db,
      sql`select evaluation_id, skill_id, rating, not_applicable, comment from skill_answers
          where evaluation_id = any(${ids}) and project_id = ${subject.projectId} order by evaluation_id, skill_id`,
    ),
    rowsOf<{ evaluation_id: number; question_id: number; answer: string }>(
      ctx.deps.db,
      sql`select a.evaluation_id, a.question_id, a.answer from survey_answers a join survey_questions q on q.id = a.question_id
          where a.evaluation_id = any(${ids}) and a.project_id = ${subject.projectId} order by a.evaluation_id, q.position, q.id`,
    ),
  ]);
  const answersOf = groupBy(
    answers,
    (a) => a.evaluation_id,
    (a) => ({ skill_id: a.skill_id, rating: a.rating, not_applicable: a.not_applicable, comment: a.comment }),
  );
  const surveyOf = groupBy(
    survey,
    (a) => a.evaluation_id,
    (a) => ({ question_id: a.question_id, answer: a.answer }),
  );
  return {
    evaluatee: subject.evaluatee,
    round: subject.round,
    scale: settings.scale,
    skills: skills.map((s) => ({ id: s.id, name: s.name })),
    evaluations: rows.map(({ record, evaluation }) => ({
      ...evaluation,
      memo: record.memo,
      answers: answersOf.get(evaluation.id) ?? [],
      survey: surveyOf.get(evaluation.id) ?? [],
    })),
  };
}

/**
 * goals/evaluations/: the goal evaluation of the evaluatee in the round with its details (null when none
 * was created); where several exist, the one not terminated, then the oldest.
 */
export async function goalEvaluationOf(ctx: ServiceContext, query: Query, lang: Language) {
  const subject = await subjectOf(ctx, query);
  const [row] = await selectEvaluations(ctx.deps.db, {
    where: sql`${await adminReach(ctx)} and e.evaluatee_id = ${subject.evaluatee.id} and e.frequency_id = ${subject.round.id} and e.kind = 'goal'`,
    orderBy: sql`e.terminated_at is not null, e.id`,
    limit: 1,
  });
  return {
    evaluatee: subject.evaluatee,
    round: subject.round,
    details: row ? await evaluationDetails(ctx, row, { admin: true, lang }) : null,
  };
}
