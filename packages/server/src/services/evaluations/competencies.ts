import type { SkillAnswer } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { effectiveListSql } from '../engine/skill-sums.ts';
import { labelIn } from '../labels.ts';

/**
 * The competencies a skill evaluation asks about (docs/product.md §3.5): the evaluatee's own list when
 * they have one, else their position's; organizational competencies always, periodic ones only when
 * attached to the round's period (the list of engine/skill-sums.ts effectiveListSql). One statement,
 * whatever the length of the list.
 */

export interface EvaluatedSkill {
  id: number;
  name: string;
  description: string;
  category: { id: number; name: string } | null;
  skill_type: 'hard' | 'soft';
  is_periodic: boolean;
  /** This evaluation's answer (null: none yet, or no evaluation asked for). */
  answer: SkillAnswer | null;
}

export interface SkillRecord {
  id: number;
  name: string;
  description: string;
  skill_type: 'hard' | 'soft';
  is_periodic: boolean;
  category_id: number | null;
  category_name: string | null;
  answered: boolean;
  rating: number | null;
  not_applicable: boolean | null;
  comment: string | null;
}

export interface Evaluatee {
  projectId: number;
  /** A value, or an expression that gives it (details.ts evaluatorForm: by the evaluation's id). */
  employeeId: number | SQL;
  periodId: number | SQL;
}

/** The CTE `targets` the competencies' statement reads: the evaluatee and the period of `who`. */
export const targetsOf = (who: Evaluatee): SQL =>
  sql`targets as (select 0::bigint as frequency_id, ${who.periodId}::bigint as period_id, ${who.employeeId}::bigint as employee_id)`;

/**
 * The competencies of the evaluatee of the statement's CTE `targets` (targetsOf), by name (`name`, then `id`: the
 * order of its rows, ready for a caller that aggregates them), with the answers of `evaluationId` when given; the rows
 * `toEvaluatedSkill` shows.
 */
export function evaluatedSkillsSelect(projectId: number, lang: Language, evaluationId: number | null): SQL {
  return sql`select s.id, s.name, s.description, s.skill_type, s.is_periodic, c.id as category_id, ${labelIn(lang, 'c', 'name')} as category_name,
        a.evaluation_id is not null as answered, a.rating, a.not_applicable, a.comment
      from (${effectiveListSql(projectId)}) l
      join skills s on s.id = l.skill_id
      left join categories c on c.id = s.category_id
      left join skill_answers a on a.evaluation_id = ${evaluationId ?? 0} and a.skill_id = s.id`;
}

/** A row of evaluatedSkillsSelect as the form shows it. */
export function toEvaluatedSkill(r: SkillRecord): EvaluatedSkill {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '' },
    skill_type: r.skill_type,
    is_periodic: r.is_periodic,
    answer: r.answered ? { skill_id: r.id, rating: r.rating, not_applicable: Boolean(r.not_applicable), comment: r.comment ?? '' } : null,
  };
}

/**
 * The effective list of an evaluatee in a period, by name, with the answers of `evaluationId` when given;
 * categories in the reader's language `lang` (ADR 29).
 */
export async function evaluatedSkills(runner: Runner, who: Evaluatee, lang: Language, evaluationId: number | null = null): Promise<EvaluatedSkill[]> {
  const rows = await rowsOf<SkillRecord>(runner, sql`with ${targetsOf(who)} ${evaluatedSkillsSelect(who.projectId, lang, evaluationId)} order by s.name, s.id`);
  return rows.map(toEvaluatedSkill);
}
