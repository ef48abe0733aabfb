import type { CompetencyReport, ReportFilter } from '@performa/contracts/api/reports';
import { partyGrouping, skillScoreFromSums, type PartyWeights } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf, slices } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { effectiveSkills, evaluatorKey, NO_EVALUATORS, partyEvaluators, storedPartySums } from '../engine/skill-sums.ts';
import { byDepartment, type GroupDepartment } from '../results/department-groups.ts';
import { personalWeights, skillNames, templateTops } from '../results/panel.ts';
import { shown } from '../results/person.ts';
import { cell, DEPARTMENT_ROWS, type ReportSheet, type ReportTexts } from './sheet.ts';
import { reportTarget, type ReportTarget } from './target.ts';

/**
 * Report: the competency heat map (docs/product.md §7.10): department rows × competency columns, each
 * cell the mean competency score of the row's people against their mean norm. A person's score in a
 * competency of their effective list (§3.5) is rule 6 (§4.6) in a round, computed from the parties' exact
 * sums the engine keeps (skill_party_sums), as the skill panel computes it (parties pooled under the project's `min_evaluators`, §5.9); over a
 * whole period the mean of the round scores there are (as rule 9 takes the rounds that have results). The
 * norm is on the 0–100 scale of rule 1: norm / M × 100 (M the rating template's largest max). A cell with
 * fewer people than the anonymity minimum (`min_evaluators`, §5.9) shows only its count; a cell nobody is
 * scored in has no figures either, and nothing to hide. A row counts the people of its department with a
 * score in at least one competency. Everything in full precision until it is shown.
 */

/** Employees whose sums are read at a time: the memory a report holds stays bounded however large the project. */
const BATCH = 2000;

/** A cell's sums while the people are added up. */
interface Tally {
  people: number;
  score: number;
  norms: number;
  normed: number;
}

/** The tallies of one row (a department, or everyone): its people and a tally per competency. */
interface RowTally {
  people: number;
  cells: Map<number, Tally>;
}

const newRow = (): RowTally => ({ people: 0, cells: new Map() });

/** One person's score and norm (0–100, null: none) in one competency. */
interface PersonSkill {
  skillId: number;
  score: number;
  norm: number | null;
}

function add(row: RowTally, skills: readonly PersonSkill[]) {
  row.people += 1;
  for (const s of skills) {
    let tally = row.cells.get(s.skillId);
    if (!tally) row.cells.set(s.skillId, (tally = { people: 0, score: 0, norms: 0, normed: 0 }));
    tally.people += 1;
    tally.score += s.score;
    if (s.norm !== null) {
      tally.norms += s.norm;
      tally.normed += 1;
    }
  }
}

/**
 * Every person of the report with the competencies they have a score in, batch by batch: per person and
 * competency of their effective list the mean of their round scores (rule 6 per round).
 */
async function* scoredPeople(ctx: ServiceContext, target: ReportTarget): AsyncGenerator<Array<{ placeId: number | null; skills: PersonSkill[] }>> {
  const db = ctx.deps.db;
  const s = target.settings;
  const top = s.ratingTemplateId === null ? undefined : (await templateTops(db, target.projectId)).get(s.ratingTemplateId);
  if (target.roundIds.length === 0 || top === undefined || !(top > 0)) return;
  const project: PartyWeights = { manager: s.managerWeight ?? 0, coworker: s.coworkerWeight ?? 0, subworker: s.subworkerWeight ?? 0, self: s.selfWeight ?? 0 };
  const people = await rowsOf<{ id: number; place_id: number | null }>(
    db,
    sql`select em.id, coalesce(em.sub_department_id, em.department_id) as place_id from employees em where ${target.people} order by em.id`,
  );
  for (const batch of slices(people, BATCH)) {
    const ids = batch.map((p) => p.id);
    const sumTarget = { projectId: target.projectId, frequencyIds: target.roundIds, employeeIds: ids };
    const [listed, sums, evaluators, personal] = await Promise.all([
      effectiveSkills(db, sumTarget),
      storedPartySums(db, sumTarget),
      partyEvaluators(db, sumTarget),
      personalWeights(db, ids),
    ]);
    const listedOf = groupBy(listed, (l) => l.employeeId);
    const sumsOf = groupBy(sums, (x) => `${evaluatorKey(x.frequencyId, x.employeeId)}/${x.skillId}`);
    yield batch.map((person) => {
      const weights = personal.get(person.id) ?? project;
      const groupings = new Map(
        target.roundIds.map((round) => [round, partyGrouping(evaluators.get(evaluatorKey(round, person.id)) ?? NO_EVALUATORS, weights, s.minEvaluators)]),
      );
      // Per competency of the list (one entry per round): the round scores there are, and the norm.
      const rounds = new Map<number, { scores: number[]; norm: number | null }>();
      for (const l of listedOf.get(person.id) ?? []) {
        const rows = sumsOf.get(`${evaluatorKey(l.frequencyId, person.id)}/${l.skillId}`) ?? [];
        const score = skillScoreFromSums(rows, top, weights, groupings.get(l.frequencyId)!);
        let entry = rounds.get(l.skillId);
        if (!entry) rounds.set(l.skillId, (entry = { scores: [], norm: l.norm === null ? null : (l.norm / top) * 100 }));
        if (score !== null) entry.scores.push(score);
      }
      const skills: PersonSkill[] = [];
      for (const [skillId, entry] of rounds)
        if (entry.scores.length > 0) skills.push({ skillId, score: entry.scores.reduce((a, b) => a + b, 0) / entry.scores.length, norm: entry.norm });
      return { placeId: person.place_id, skills };
    });
  }
}

/** reports/competencies/. */
export async function competencyReport(ctx: ServiceContext, filter: ReportFilter): Promise<CompetencyReport> {
  const target = await reportTarget(ctx, filter);
  const minimum = target.settings.minEvaluators;
  const total = newRow();
  const rows = new Map<number | null, { department: GroupDepartment; tally: RowTally }>();
  for await (const batch of scoredPeople(ctx, target)) {
    for (const person of batch) {
      if (person.skills.length === 0) continue;
      const department = target.departmentOf(person.placeId);
      const key = department?.id ?? null;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { department, tally: newRow() }));
      add(row.tally, person.skills);
      add(total, person.skills);
    }
  }
  const names = await skillNames(ctx.deps.db, target.projectId, [...total.cells.keys()]);
  const competencies = [...total.cells.keys()].map((id) => ({ id, name: names.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const cellsOf = (row: RowTally) =>
    competencies.map(({ id }) => {
      const tally = row.cells.get(id);
      const people = tally?.people ?? 0;
      if (!tally || people < minimum) return { skill_id: id, people, hidden: people > 0, score: null, norm: null, gap: null };
      const score = tally.score / people;
      const norm = tally.normed === 0 ? null : tally.norms / tally.normed;
      return { skill_id: id, people, hidden: false, score: shown(score), norm: shown(norm), gap: norm === null ? null : shown(score - norm) };
    });
  return {
    scope: target.scope,
    min_people: minimum,
    competencies,
    total: { people: total.people, cells: cellsOf(total) },
    departments: byDepartment([...rows.values()], (r) => r.department).map(({ department, items: [row] }) => ({
      department,
      people: row!.tally.people,
      cells: cellsOf(row!.tally),
    })),
  };
}

const TEXTS: ReportTexts<{ sheet: string; norm: string }> = {
  en: { sheet: 'competencies', norm: 'norm' },
  az: { sheet: 'səriştələr', norm: 'norma' },
  ru: { sheet: 'компетенции', norm: 'норма' },
};

/** The export: a row per department, then all departments; per competency its mean score and mean norm (blank when hidden or none). */
export async function competencySheet(ctx: ServiceContext, filter: ReportFilter): Promise<ReportSheet> {
  const text = { ...DEPARTMENT_ROWS[ctx.lang], ...TEXTS[ctx.lang] };
  const report = await competencyReport(ctx, filter);
  const row = (name: string, r: CompetencyReport['total']) => [name, String(r.people), ...r.cells.flatMap((c) => [cell(c.score), cell(c.norm)])];
  return {
    name: text.sheet,
    header: [text.department, text.people, ...report.competencies.flatMap((c) => [c.name, `${c.name} – ${text.norm}`])],
    rows: [...report.departments.map((d) => row(d.department?.name ?? text.none, d)), row(text.all, report.total)],
  };
}
