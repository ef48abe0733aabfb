import { placeInScope } from '@performa/contracts/access';
import {
  EVALUATION_PARTIES,
  type bulkEvaluationBodySchema,
  type BulkEvaluationResult,
  type EvaluationParty,
  type ProposalChange,
  type proposalPreviewBodySchema,
  type ProposalPreview,
  type ProposalRow,
} from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { retriedTransaction } from '../../db/locks.ts';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import { FieldError, type Message } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, getDepartment, getEmployee, getFrequency, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { goalIssueMessage, goalProblems, messageText } from './goal-readiness.ts';
import { fullName, loadPeople, toPerson, type PersonRecord } from './people.ts';
import { insertEvaluations, type NewEvaluation } from './write.ts';

/**
 * Bulk creation of a round's evaluations (docs/product.md §3.11, §5.4): for every evaluatee the
 * evaluators of each party are proposed from the reporting lines, the admin's changes are applied,
 * and the result is previewed or created. Set-based: one statement per kind of fact (people, weights,
 * existing evaluations, goal weights), the proposal in memory, inserts in slices. Deterministic, so
 * that the preview and the creation agree.
 */

type BulkBody = z.output<typeof bulkEvaluationBodySchema>;
type GoalProblem = ProposalRow['goal']['problem'];

interface Proposed {
  evaluatorId: number;
  exists: boolean;
  added: boolean;
}

interface Entry {
  evaluatee: PersonRecord;
  parties: Record<EvaluationParty, Proposed[]>;
  /** The goal evaluation: its evaluator, or what stops it and the message that says so (naming the round). */
  goal: { evaluator: Proposed | null; problem: GoalProblem; message: Message | null };
}

interface Proposal {
  entries: Entry[];
  people: Map<number, PersonRecord>;
  kinds: ReadonlySet<'skill' | 'goal'>;
  /** Coworker requests per evaluator once the proposal is created (the existing ones of the round included). */
  coworkerLoad: Map<number, number>;
}

const key = (evaluateeId: number, evaluatorId: number, kind: string) => `${evaluateeId}:${evaluatorId}:${kind}`;
const bump = (map: Map<number, number>, id: number, by = 1) => map.set(id, (map.get(id) ?? 0) + by);

/** The evaluatees a bulk creation covers: active employees in the caller's scope, of one employee or a department subtree, by id. */
async function evaluateesOf(ctx: ServiceContext, runner: Runner, body: BulkBody, active: PersonRecord[]): Promise<PersonRecord[]> {
  const scope = await departmentScope(ctx);
  let inside: ReadonlySet<number> | null = null;
  if (body.department_id !== null) {
    const department = await getDepartment(ctx, body.department_id);
    const rows = await rowsOf<{ id: number }>(runner, sql`select id from ${subtreeIds('departments', department.id)} as t`);
    inside = new Set(rows.map((r) => r.id));
  }
  if (body.employee_id !== null) {
    const employee = await getEmployee(ctx, body.employee_id);
    if (employee.status !== 'active') throw new FieldError({ employee_id: ['validation.managerTerminated'] });
  }
  return active.filter(
    (p) =>
      placeInScope(scope, p.departmentId, p.subDepartmentId) &&
      (inside === null || placeInScope(inside, p.departmentId, p.subDepartmentId)) &&
      (body.employee_id === null || p.id === body.employee_id),
  );
}

/** Parties with a weight above 0 for each employee: personal weights when set, else the project's (an unset weight counts as used). */
async function partiesInUse(ctx: ServiceContext, runner: Runner, projectId: number) {
  const settings = await projectSettingsOf(ctx);
  const project: Record<EvaluationParty, number | null> = {
    manager: settings.managerWeight,
    subworker: settings.subworkerWeight,
    coworker: settings.coworkerWeight,
    self: settings.selfWeight,
  };
  const personal = await rowsOf<{ employee_id: number } & Record<`${EvaluationParty}_weight`, number>>(
    runner,
    sql`select employee_id, manager_weight, subworker_weight, coworker_weight, self_weight
      from personal_weights where project_id = ${projectId}`,
  );
  const own = new Map(personal.map((r) => [r.employee_id, r]));
  return {
    coworkerCount: settings.coworkerCount,
    uses(employeeId: number, party: EvaluationParty): boolean {
      const mine = own.get(employeeId);
      const weight = mine ? mine[`${party}_weight`] : project[party];
      return weight === null || weight > 0;
    },
  };
}

/** The evaluations the round already has: their keys, the coworkers per evaluatee, and the coworker load per evaluator. */
async function existingOf(runner: Runner, projectId: number, frequencyId: number) {
  const rows = await rowsOf<{ evaluatee_id: number; evaluator_id: number; kind: string; party: EvaluationParty; terminated: boolean }>(
    runner,
    sql`select evaluatee_id, evaluator_id, kind, party, terminated_at is not null as terminated
      from evaluations where project_id = ${projectId} and frequency_id = ${frequencyId}`,
  );
  const keys = new Set(rows.map((r) => key(r.evaluatee_id, r.evaluator_id, r.kind)));
  const coworkers = rows.filter((r) => r.kind === 'skill' && r.party === 'coworker' && !r.terminated);
  const coworkersOf = groupBy(
    coworkers,
    (r) => r.evaluatee_id,
    (r) => r.evaluator_id,
  );
  const load = new Map<number, number>();
  for (const r of coworkers) bump(load, r.evaluator_id);
  return { keys, coworkersOf, load };
}

/**
 * The `count` candidates with the fewest coworker requests so far (ties by id): the greedy choice that
 * keeps every peer within the fair share plus one.
 */
function leastLoaded(candidates: readonly number[], count: number, load: ReadonlyMap<number, number>, skip: (id: number) => boolean): number[] {
  const best: Array<{ id: number; load: number }> = [];
  if (count <= 0) return [];
  for (const id of candidates) {
    if (skip(id)) continue;
    const l = load.get(id) ?? 0;
    if (best.length === count && l >= best[count - 1]!.load) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]!.load > l || (best[at - 1]!.load === l && best[at - 1]!.id > id))) at -= 1;
    best.splice(at, 0, { id, load: l });
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.id);
}

/** The proposal for the body's evaluatees, with the admin's changes applied (read outside any transaction: the scope helpers read on their own). */
async function buildProposal(ctx: ServiceContext, body: BulkBody): Promise<Proposal> {
  const runner = ctx.deps.db;
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, body.frequency_id);
  const active = await loadPeople(runner, { companyId: ctx.actor.companyId, projectId }, sql`ee.status = 'active'`);
  const people = new Map(active.map((p) => [p.id, p]));
  const evaluatees = await evaluateesOf(ctx, runner, body, active);
  const kinds = new Set(body.kinds);
  const weights = await partiesInUse(ctx, runner, projectId);
  const existing = await existingOf(runner, projectId, round.id);
  const proposed = (evaluateeId: number, evaluatorId: number, kind: string, added = false): Proposed => ({
    evaluatorId,
    exists: existing.keys.has(key(evaluateeId, evaluatorId, kind)),
    added,
  });

  // Reporting lines: direct reports per manager; peers by manager, or, for those without one, the others
  // of their department without one (the top of the department: never someone from their own line below).
  const reports = groupBy(
    active.filter((p) => p.reportToId !== null),
    (p) => p.reportToId!,
    (p) => p.id,
  );
  const byDepartment = groupBy(
    active.filter((p) => p.reportToId === null && p.place !== null),
    (p) => p.place!.id,
    (p) => p.id,
  );
  const peersOf = (p: PersonRecord) => (p.reportToId !== null ? (reports.get(p.reportToId) ?? []) : p.place ? (byDepartment.get(p.place.id) ?? []) : []);

  const load = new Map(existing.load);
  const goalIssues = kinds.has('goal')
    ? await goalProblems(
        runner,
        projectId,
        round,
        evaluatees.map((e) => e.id),
      )
    : new Map();
  const entries: Entry[] = evaluatees.map((evaluatee) => {
    const parties: Entry['parties'] = { manager: [], subworker: [], coworker: [], self: [] };
    const manager = evaluatee.reportToId !== null && people.has(evaluatee.reportToId) ? evaluatee.reportToId : null;
    if (kinds.has('skill')) {
      const uses = (party: EvaluationParty) => weights.uses(evaluatee.id, party);
      if (uses('manager') && manager !== null) parties.manager.push(proposed(evaluatee.id, manager, 'skill'));
      if (uses('subworker')) for (const id of reports.get(evaluatee.id) ?? []) parties.subworker.push(proposed(evaluatee.id, id, 'skill'));
      if (uses('self')) parties.self.push(proposed(evaluatee.id, evaluatee.id, 'skill'));
      if (uses('coworker')) {
        const taken = new Set([evaluatee.id, ...[...parties.manager, ...parties.subworker].map((p) => p.evaluatorId)]);
        const already = (existing.coworkersOf.get(evaluatee.id) ?? []).filter((id) => !taken.has(id) && people.has(id));
        const picks = leastLoaded(
          peersOf(evaluatee),
          weights.coworkerCount - already.length,
          load,
          (id) => taken.has(id) || existing.keys.has(key(evaluatee.id, id, 'skill')),
        );
        for (const id of picks) bump(load, id);
        for (const id of [...already].sort((a, b) => a - b)) parties.coworker.push(proposed(evaluatee.id, id, 'skill'));
        for (const id of picks) parties.coworker.push(proposed(evaluatee.id, id, 'skill'));
      }
    }
    let goal: Entry['goal'] = { evaluator: null, problem: null, message: null };
    if (kinds.has('goal')) {
      const issue = manager === null ? 'no_manager' : (goalIssues.get(evaluatee.id) ?? null);
      goal =
        issue === null
          ? { evaluator: proposed(evaluatee.id, manager!, 'goal'), problem: null, message: null }
          : { evaluator: null, problem: issue === 'no_manager' ? issue : issue.problem, message: goalIssueMessage(round, issue) };
    }
    return { evaluatee, parties, goal };
  });

  if (kinds.has('skill')) await applyChanges(ctx, runner, entries, people, body.changes, proposed);
  // The load once created: the round's existing coworker evaluations plus the new ones proposed.
  const coworkerLoad = new Map(existing.load);
  for (const entry of entries) for (const p of entry.parties.coworker) if (!p.exists) bump(coworkerLoad, p.evaluatorId);
  return { entries, people, kinds, coworkerLoad };
}

/**
 * The admin's changes (docs/product.md §5.4): `add` puts an active employee of the project into a
 * party of a covered evaluatee (moving them out of another party: one evaluation per evaluator and
 * kind), `remove` takes them out. A self evaluation has the evaluatee as evaluator, and only it does.
 */
async function applyChanges(
  ctx: ServiceContext,
  runner: Runner,
  entries: Entry[],
  people: ReadonlyMap<number, PersonRecord>,
  changes: readonly ProposalChange[],
  proposed: (evaluateeId: number, evaluatorId: number, kind: string, added?: boolean) => Proposed,
) {
  if (changes.length === 0) return;
  const byEvaluatee = new Map(entries.map((e) => [e.evaluatee.id, e]));
  const unknown = changes.filter((c) => c.action === 'add' && !people.has(c.evaluator_id)).map((c) => c.evaluator_id);
  if (unknown.length) {
    const terminated = await rowsOf<{ id: number }>(
      runner,
      sql`select id from employees where company_id = ${ctx.actor.companyId} and project_id = ${requireProject(ctx)} and id = any(${intArray(unknown)})`,
    );
    throw new FieldError({ changes: [terminated.length ? 'validation.managerTerminated' : 'validation.notFoundRef'] });
  }
  for (const change of changes) {
    const entry = byEvaluatee.get(change.evaluatee_id);
    if (!entry) throw new FieldError({ changes: ['validation.notFoundRef'] });
    if ((change.party === 'self') !== (change.evaluator_id === change.evaluatee_id)) throw new FieldError({ changes: ['validation.selfEvaluation'] });
    const without = (party: EvaluationParty) => (entry.parties[party] = entry.parties[party].filter((p) => p.evaluatorId !== change.evaluator_id));
    if (change.action === 'remove') without(change.party);
    else {
      for (const party of EVALUATION_PARTIES) without(party);
      entry.parties[change.party].push(proposed(entry.evaluatee.id, change.evaluator_id, 'skill', true));
    }
  }
}

const toEvaluator = (people: ReadonlyMap<number, PersonRecord>, p: Proposed) => {
  const person = people.get(p.evaluatorId)!;
  return { id: person.id, full_name: fullName(person), position: person.position, exists: p.exists, added: p.added };
};

/** The proposal as the preview shows one evaluatee. */
function toRow(proposal: Proposal, entry: Entry, lang: Language): ProposalRow {
  const evaluators = (party: EvaluationParty) => entry.parties[party].map((p) => toEvaluator(proposal.people, p));
  return {
    evaluatee: toPerson(entry.evaluatee),
    parties: { manager: evaluators('manager'), subworker: evaluators('subworker'), coworker: evaluators('coworker'), self: evaluators('self') },
    goal: {
      evaluator: entry.goal.evaluator ? toEvaluator(proposal.people, entry.goal.evaluator) : null,
      problem: entry.goal.problem,
      message: entry.goal.message ? messageText(lang, entry.goal.message) : null,
    },
  };
}

/** The evaluations a proposal would create (not those that exist), and how many exist already. */
function toCreate(proposal: Proposal) {
  const rows: NewEvaluation[] = [];
  let existing = 0;
  for (const { evaluatee, parties, goal } of proposal.entries) {
    for (const party of EVALUATION_PARTIES)
      for (const p of parties[party]) {
        if (p.exists) existing += 1;
        else rows.push({ evaluateeId: evaluatee.id, evaluatorId: p.evaluatorId, party, kind: 'skill' });
      }
    if (goal.evaluator?.exists) existing += 1;
    else if (goal.evaluator) rows.push({ evaluateeId: evaluatee.id, evaluatorId: goal.evaluator.evaluatorId, party: 'manager', kind: 'goal' });
  }
  return { rows, existing };
}

type PreviewBody = z.output<typeof proposalPreviewBodySchema>;

/**
 * Whether an entry has an evaluation the preview's filters ask for: of `party`, by `evaluator`, or both
 * in one evaluation. The goal evaluation counts in the manager's party, with or without an evaluator.
 */
function hasEvaluation(proposal: Proposal, entry: Entry, party: EvaluationParty | undefined, evaluator: number | null): boolean {
  const fits = (p: EvaluationParty, evaluatorId: number | null) => (party === undefined || p === party) && (evaluator === null || evaluatorId === evaluator);
  if (EVALUATION_PARTIES.some((p) => entry.parties[p].some((e) => fits(p, e.evaluatorId)))) return true;
  return proposal.kinds.has('goal') && fits('manager', entry.goal.evaluator?.evaluatorId ?? null);
}

/** The preview's evaluatees: searched, filtered, in the body's order (ties by id). */
function previewEntries(proposal: Proposal, body: PreviewBody, lang: Language): Entry[] {
  const term = body.search.trim().toLowerCase();
  const filtered = proposal.entries.filter(
    (e) =>
      (!term || `${e.evaluatee.employeeNumber} ${fullName(e.evaluatee)}`.toLowerCase().includes(term)) &&
      ((body.party === undefined && body.evaluator === null) || hasEvaluation(proposal, e, body.party, body.evaluator)),
  );
  const collator = new Intl.Collator(lang);
  const byName = (a: Entry, b: Entry) => collator.compare(fullName(a.evaluatee), fullName(b.evaluatee));
  // Evaluatees without a department come last in either direction.
  const byDepartment = (a: Entry, b: Entry) =>
    a.evaluatee.place === null || b.evaluatee.place === null
      ? 0
      : collator.compare(a.evaluatee.place.name, b.evaluatee.place.name) || a.evaluatee.place.id - b.evaluatee.place.id;
  const placed = (a: Entry, b: Entry) => Number(a.evaluatee.place === null) - Number(b.evaluatee.place === null);
  const descending = body.ordering.startsWith('-') ? -1 : 1;
  const compare = body.ordering.endsWith('department')
    ? (a: Entry, b: Entry) => placed(a, b) || descending * (byDepartment(a, b) || byName(a, b))
    : (a: Entry, b: Entry) => descending * byName(a, b);
  return filtered.sort((a, b) => compare(a, b) || a.evaluatee.id - b.evaluatee.id);
}

/** wizard/create-evaluation/preview/: what bulk creation would do, paged by evaluatee; writes nothing. */
export async function previewBulkEvaluations(ctx: ServiceContext, body: PreviewBody, lang: Language): Promise<ProposalPreview> {
  const proposal = await buildProposal(ctx, body);
  const { rows, existing } = toCreate(proposal);
  const matching = previewEntries(proposal, body, lang);
  const loads = [...proposal.coworkerLoad.values()].filter((n) => n > 0);
  const start = (body.page - 1) * body.page_size;
  return {
    evaluatees: proposal.entries.length,
    to_create: { skill: rows.filter((r) => r.kind === 'skill').length, goal: rows.filter((r) => r.kind === 'goal').length },
    by_party: EVALUATION_PARTIES.map((party) => ({ party, count: rows.filter((r) => r.kind === 'skill' && r.party === party).length })),
    already_existing: existing,
    goal_problems: proposal.entries.filter((e) => e.goal.problem !== null).length,
    coworker_load: {
      max: loads.length ? Math.max(...loads) : 0,
      mean: loads.length ? Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100 : 0,
    },
    page: body.page,
    page_size: body.page_size,
    count: matching.length,
    results: matching.slice(start, start + body.page_size).map((entry) => toRow(proposal, entry, lang)),
  };
}

/**
 * wizard/create-evaluation/bulk/: creates the proposal in one transaction. Existing evaluations are
 * skipped and counted (also one created meanwhile by someone else: the insert skips conflicts);
 * evaluatees without a goal evaluation are listed with the reason.
 */
export async function createBulkEvaluations(ctx: ServiceContext, body: BulkBody, lang: Language): Promise<BulkEvaluationResult> {
  const proposal = await buildProposal(ctx, body);
  const { rows, existing } = toCreate(proposal);
  return retriedTransaction(ctx.deps.db, async (tx) => {
    const inserted = await insertEvaluations(ctx, tx, body.frequency_id, rows);
    const skill = inserted.filter((r) => r.kind === 'skill').length;
    return {
      created: { skill, goal: inserted.length - skill },
      skipped_existing: existing + rows.length - inserted.length,
      not_ready: proposal.entries.flatMap((e) =>
        e.goal.message ? [{ evaluatee: { id: e.evaluatee.id, name: fullName(e.evaluatee) }, message: messageText(lang, e.goal.message) }] : [],
      ),
    };
  });
}
