import { randomBytes } from 'node:crypto';
import type { EvaluationKind, EvaluationParty } from '@performa/contracts/api/evaluations';
import { accounts, departments, employees, evaluations, goals } from '../../src/db/schema.ts';
import { NO_PASSWORD } from '../../src/lib/passwords.ts';
import type { AppDeps } from '../../src/services/deps.ts';
import type { TestApp } from './app.ts';
import { addDepartment, addEmployee, addPosition } from './factories.ts';
import { addPeriod } from './setup.ts';

/** Evaluation-cycle rows the tests build directly in the database (docs/product.md §5). */
type Scope = { companyId: number; projectId: number };

/** The round's dates of seedRound: the clock of a test that saves evaluations should lie inside them. */
export const ROUND_DATES = { start: '2026-01-01', end: '2026-12-31' };

/**
 * A small organisation with a round: department Sales (sub-department Field) and Support; a manager
 * (Maria) with three reports in Sales (Ali, Aysel, Bahruz; Bahruz in Field) and one report of Ali
 * (Celal); Dilara in Support without a manager. A period with one round (`round`).
 */
export async function seedRound(t: TestApp, scope: Scope, dates = ROUND_DATES) {
  const sales = await addDepartment(t.deps, scope, 'Sales');
  const field = await addDepartment(t.deps, scope, 'Field', sales.id);
  const support = await addDepartment(t.deps, scope, 'Support');
  const head = await addPosition(t.deps, scope, sales.id, 'Head of sales');
  const seller = await addPosition(t.deps, scope, sales.id, 'Seller');
  const person = (firstName: string, lastName: string, o: Parameters<typeof addEmployee>[2] = {}) =>
    addEmployee(t.deps, scope, { firstName, lastName, departmentId: sales.id, positionId: seller.id, ...o });
  const maria = await person('Maria', 'Manager', { positionId: head.id });
  const ali = await person('Ali', 'Aliyev', { reportToId: maria.id });
  const aysel = await person('Aysel', 'Karimova', { reportToId: maria.id });
  const bahruz = await person('Bahruz', 'Huseynov', { reportToId: maria.id, subDepartmentId: field.id });
  const celal = await person('Celal', 'Mammadov', { reportToId: ali.id });
  const dilara = await person('Dilara', 'Quliyeva', { departmentId: support.id, positionId: null });
  const period = await addPeriod(t.deps, scope, ['Q1'], dates);
  return {
    departments: { sales, field, support },
    positions: { head, seller },
    people: { maria, ali, aysel, bahruz, celal, dilara },
    period,
    round: period.rounds[0]!,
  };
}
export type SeededRound = Awaited<ReturnType<typeof seedRound>>;

export interface EvaluationSeed {
  evaluateeId: number;
  evaluatorId: number;
  party?: EvaluationParty;
  kind?: EvaluationKind;
  activated?: boolean;
  completed?: boolean;
  terminated?: boolean;
}

/** Evaluations inserted directly (skill, coworker, inactive unless told), returned in order. */
export async function createEvaluations(deps: AppDeps, scope: Scope, frequencyId: number, rows: EvaluationSeed[]) {
  if (rows.length === 0) return [];
  const now = new Date();
  return deps.db
    .insert(evaluations)
    .values(
      rows.map((r) => ({
        ...scope,
        frequencyId,
        evaluateeId: r.evaluateeId,
        evaluatorId: r.evaluatorId,
        party: r.party ?? (r.evaluateeId === r.evaluatorId ? 'self' : 'coworker'),
        kind: r.kind ?? 'skill',
        activatedAt: r.activated ? now : null,
        completedAt: r.completed ? now : null,
        savedAt: r.completed ? now : null,
        terminatedAt: r.terminated ? now : null,
      })),
    )
    .returning();
}

/** Numerical personal goals of an employee in a period with the given weights (for every round unless `frequencyId`). */
export async function giveGoals(deps: AppDeps, scope: Scope, employeeId: number, periodId: number, weights: number[], frequencyId: number | null = null) {
  if (weights.length === 0) return [];
  return deps.db
    .insert(goals)
    .values(
      weights.map((weight, i) => ({
        ...scope,
        employeeId,
        periodId,
        frequencyId,
        name: `Goal ${i + 1} ${frequencyId ?? 'all'}`,
        weight,
        isNumerical: true,
        target: 100,
        isPositive: true,
      })),
    )
    .returning();
}

export interface OrganisationShape {
  /** Top departments, each led by a director who reports to the CEO. */
  directors: number;
  /** Managers per director, each with a sub-department of the director's department. */
  managersPerDirector: number;
  /** Reports per manager, in the manager's sub-department. */
  reportsPerManager: number;
  /** People without a manager in a department of their own ("Pool"): their coworkers come from the department. */
  pool: number;
}

export interface GeneratedPerson {
  id: number;
  reportToId: number | null;
  departmentId: number | null;
  subDepartmentId: number | null;
}

/**
 * A generated organisation (reporting lines several levels deep) inserted set-based: a CEO, directors
 * heading top departments, managers heading their sub-departments with their reports, and a pool of
 * people without a manager. Accounts have no password (nobody signs in as them).
 */
export async function generateOrganisation(deps: AppDeps, scope: Scope, shape: OrganisationShape) {
  const run = randomBytes(3).toString('hex');
  let serial = 0;
  const people: GeneratedPerson[] = [];
  const addPeople = async (count: number, place: { reportToId: number | null; departmentId: number | null; subDepartmentId: number | null }) => {
    const made = await deps.db
      .insert(accounts)
      .values(
        Array.from({ length: count }, () => {
          serial += 1;
          return {
            companyId: scope.companyId,
            username: `gen_${run}_${serial}`,
            email: `gen-${run}-${serial}@example.com`,
            passwordHash: NO_PASSWORD,
            firstName: `Person${String(serial).padStart(4, '0')}`,
            lastName: `Gen${run}`,
            role: 'user' as const,
          };
        }),
      )
      .returning({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName });
    const rows = await deps.db
      .insert(employees)
      .values(made.map((a) => ({ ...scope, accountId: a.id, employeeNumber: `G-${run}-${a.id}`, firstName: a.firstName, lastName: a.lastName, ...place })))
      .returning({ id: employees.id, reportToId: employees.reportToId, departmentId: employees.departmentId, subDepartmentId: employees.subDepartmentId });
    people.push(...rows);
    return rows;
  };
  const [ceo] = await addPeople(1, { reportToId: null, departmentId: null, subDepartmentId: null });
  const tops = [];
  for (let d = 0; d < shape.directors; d++) {
    const [top] = await deps.db
      .insert(departments)
      .values({ ...scope, name: `Division ${d + 1} ${run}` })
      .returning();
    tops.push(top!);
    const [director] = await addPeople(1, { reportToId: ceo!.id, departmentId: top!.id, subDepartmentId: null });
    for (let m = 0; m < shape.managersPerDirector; m++) {
      const [sub] = await deps.db
        .insert(departments)
        .values({ ...scope, name: `Team ${d + 1}.${m + 1} ${run}`, parentId: top!.id })
        .returning();
      const [manager] = await addPeople(1, { reportToId: director!.id, departmentId: top!.id, subDepartmentId: sub!.id });
      await addPeople(shape.reportsPerManager, { reportToId: manager!.id, departmentId: top!.id, subDepartmentId: sub!.id });
    }
  }
  const [poolDepartment] = await deps.db
    .insert(departments)
    .values({ ...scope, name: `Pool ${run}` })
    .returning();
  if (shape.pool) await addPeople(shape.pool, { reportToId: null, departmentId: poolDepartment!.id, subDepartmentId: null });
  return { ceo: ceo!, people, divisions: tops, pool: poolDepartment! };
}
