import type { EvaluationDetails, goalFormBodySchema } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { detailsOf, evaluatorForm, type EvaluationRow, type FormContent } from './details.ts';
import { choicesOf, type GoalLine, type RoundGoals } from './goal-lines.ts';
import { alongOf, FormErrors, saveForm, STAMPED, type Written } from './save.ts';

/**
 * The goal evaluation form (docs/product.md §5.5): the manager enters the actual of each numerical goal
 * and the rating of each scale goal, on the sub goals where a goal has them; a shared goal's actual is
 * written for everyone who shares it (§3.9). Scores come from the scoring core (§4.2–§4.5).
 */

type GoalFormBody = z.output<typeof goalFormBodySchema>;
type Value = { actual: number | null; rating: number | null };

export async function goalForm(ctx: ServiceContext, id: number, lang: Language): Promise<EvaluationDetails> {
  const { row, content } = await evaluatorForm(ctx, id, 'goal', await projectSettingsOf(ctx));
  return detailsOf(ctx, row, content, [], { admin: false, lang });
}

export function saveGoalForm(ctx: ServiceContext, id: number, body: GoalFormBody, lang: Language): Promise<EvaluationDetails> {
  return saveForm(ctx, id, 'goal', body, lang, (row, content) => writeGoals(row, content, body));
}

const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);
/** The value a line keeps: the actual of a numerical line, the rating of a scale line. */
const valueOf = (line: GoalLine, v: Value) => (line.isNumerical ? v.actual : v.rating);

/**
 * Checks one line's entry: a numerical line takes an actual (no rating), a scale line a rating of its
 * template (no actual). Returns the new value when it differs from the stored one.
 */
function checkLine(line: GoalLine, entry: Value, goals: RoundGoals, field: string, errors: FormErrors): { changed: boolean } {
  if (line.isNumerical ? entry.rating !== null : entry.actual !== null) {
    errors.add(field, 'validation.invalid');
    return { changed: false };
  }
  if (!line.isNumerical && entry.rating !== null && !choicesOf(line, goals.scales).some((c) => c.value === entry.rating)) {
    errors.add(field, 'validation.ratingInvalid');
    return { changed: false };
  }
  return { changed: !same(valueOf(line, line), valueOf(line, entry)) };
}

/** The goals and sub goals of the save's content, checked and written; answered with the lines as stored. */
function writeGoals(row: EvaluationRow, content: FormContent, body: GoalFormBody): Written {
  if (content.kind !== 'goal') throw notFound();
  const { goals } = content;
  const errors = new FormErrors();
  const goalById = new Map(goals.goals.map((g) => [g.id, g]));
  const subById = new Map(goals.goals.flatMap((g) => g.subGoals.map((s) => [s.id, s] as const)));

  const goalValues = new Map<number, number | null>();
  const seen = new Set<number>();
  for (const entry of body.goals) {
    const field = `goals.${entry.goal_id}`;
    const goal = goalById.get(entry.goal_id);
    if (seen.has(entry.goal_id)) errors.add(field, 'validation.duplicateEntry');
    seen.add(entry.goal_id);
    // A goal with sub goals takes its values on the sub goals (docs/product.md §4.4).
    if (!goal || goal.subGoals.length) {
      errors.add(field, 'validation.notOnEvaluation');
      continue;
    }
    if (checkLine(goal, entry, goals, field, errors).changed) goalValues.set(goal.id, valueOf(goal, entry));
  }
  const subValues = new Map<number, number | null>();
  const seenSubs = new Set<number>();
  for (const entry of body.sub_goals) {
    const field = `sub_goals.${entry.sub_goal_id}`;
    const sub = subById.get(entry.sub_goal_id);
    if (seenSubs.has(entry.sub_goal_id)) errors.add(field, 'validation.duplicateEntry');
    seenSubs.add(entry.sub_goal_id);
    if (!sub) {
      errors.add(field, 'validation.notOnEvaluation');
      continue;
    }
    if (checkLine(sub, entry, goals, field, errors).changed) subValues.set(sub.id, valueOf(sub, entry));
  }

  if (body.submit) {
    // Every goal (on its sub goals where it has them) needs its actual or rating once this save is applied.
    const missing = (line: GoalLine, after: number | null, field: string) => {
      if (after === null) errors.add(field, line.isNumerical ? 'validation.actualRequired' : 'validation.goalRatingRequired');
    };
    for (const goal of goals.goals) {
      if (goal.subGoals.length)
        for (const sub of goal.subGoals) missing(sub, subValues.has(sub.id) ? subValues.get(sub.id)! : valueOf(sub, sub), `sub_goals.${sub.id}`);
      else missing(goal, goalValues.has(goal.id) ? goalValues.get(goal.id)! : valueOf(goal, goal), `goals.${goal.id}`);
    }
  }
  errors.throwIfAny();

  const p = row.record.project_id;
  const entries = (values: Map<number, number | null>) => JSON.stringify([...values].map(([id, value]) => ({ id, value })));
  // Sent with the save's stamp and under it (save.ts). Each update returns the lines it wrote as stored, which the
  // answer of the save shows: a shared actual may also land on another goal of the evaluatee in the same share group.
  const ctes: SQL[] = [];
  if (goalValues.size) {
    // The actual of a numerical goal goes to every goal of its share group (docs/product.md §3.9); a rating stays on its goal.
    ctes.push(sql`goals_written as (
      update goals g set
        actual = case when g.is_numerical then x.value else g.actual end,
        rating = case when g.is_numerical then g.rating else x.value end
      from jsonb_to_recordset(${entries(goalValues)}::jsonb) as x(id int, value numeric)
      join goals src on src.id = x.id
      where g.project_id = ${p} and src.project_id = ${p}
        and (g.id = src.id or (src.is_numerical and src.share_group is not null and g.share_group = src.share_group))
        and ${STAMPED}
      returning g.id, g.actual, g.rating)`);
  }
  if (subValues.size) {
    ctes.push(sql`subs_written as (
      update sub_goals s set
        actual = case when s.is_numerical then x.value else s.actual end,
        rating = case when s.is_numerical then s.rating else x.value end
      from jsonb_to_recordset(${entries(subValues)}::jsonb) as x(id int, value numeric)
      where s.id = x.id and s.project_id = ${p} and ${STAMPED}
      returning s.id, s.actual, s.rating)`);
  }
  return {
    changed: ctes.length > 0,
    along: alongOf(ctes, { goals: goalValues.size ? 'goals_written' : null, subs: subValues.size ? 'subs_written' : null }),
    content: (stored) => {
      const lines = (stored ?? { goals: [], subs: [] }) as { goals: Array<Value & { id: number }>; subs: Array<Value & { id: number }> };
      const byId = (rows: Array<Value & { id: number }>) => new Map(rows.map((r) => [r.id, { actual: r.actual, rating: r.rating }]));
      const storedGoals = byId(lines.goals);
      const storedSubs = byId(lines.subs);
      const written = <T extends GoalLine>(line: T, values: Map<number, Value>): T => {
        const value = values.get(line.id);
        return value ? { ...line, actual: value.actual, rating: value.rating } : line;
      };
      return {
        ...content,
        goals: {
          ...goals,
          goals: goals.goals.map((goal) => ({ ...written(goal, storedGoals), subGoals: goal.subGoals.map((sub) => written(sub, storedSubs)) })),
        },
      };
    },
  };
}
