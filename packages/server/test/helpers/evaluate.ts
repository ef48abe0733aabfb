import { eq } from 'drizzle-orm';
import { evaluations } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/services/deps.ts';
import type { TestApp } from './app.ts';
import { addPositionSkill, addSkill } from './competencies.ts';
import { createEvaluations } from './evaluations.ts';
import { addDepartment, addEmployee, addPosition, signIn } from './factories.ts';
import { addPeriod, addTemplate, setRatingTemplate } from './setup.ts';
import { tenant, type Caller, type Tenant } from './tenant.ts';

/** Evaluation rows the evaluating tests build directly in the database (docs/product.md §5.1). */
type Scope = { companyId: number; projectId: number };

export interface EvaluationInput {
  frequencyId: number;
  evaluateeId: number;
  evaluatorId: number;
  kind?: 'skill' | 'goal';
  party?: 'manager' | 'subworker' | 'coworker' | 'self';
  /** Activated (visible to its evaluator) unless false. */
  active?: boolean;
  terminated?: boolean;
  completed?: boolean;
}

/** One evaluation (through createEvaluations of helpers/evaluations.ts), activated unless `active: false`; party manager unless self. */
export async function addEvaluation(deps: AppDeps, scope: Scope, input: EvaluationInput) {
  const [row] = await createEvaluations(deps, scope, input.frequencyId, [
    {
      evaluateeId: input.evaluateeId,
      evaluatorId: input.evaluatorId,
      kind: input.kind ?? 'skill',
      party: input.party ?? (input.evaluateeId === input.evaluatorId ? 'self' : 'manager'),
      activated: input.active !== false,
      terminated: input.terminated,
      completed: input.completed,
    },
  ]);
  return row!;
}

export async function setEvaluation(deps: AppDeps, id: number, values: Partial<typeof evaluations.$inferInsert>) {
  await deps.db.update(evaluations).set(values).where(eq(evaluations.id, id));
}

/** Someone of the team, with their employee row and a caller signed in as them in the project. */
export interface Member {
  id: number;
  accountId: number;
  token: string;
  call: Caller;
}

/**
 * A team to evaluate in: a manager with two reports (the evaluatee and a coworker) and a bystander in
 * another department, a 1–5 rating template, one round (2026) and two competencies on the position.
 */
export interface Team {
  company: Tenant;
  scope: Scope;
  period: Awaited<ReturnType<typeof addPeriod>>;
  round: number;
  template: number;
  department: number;
  position: number;
  skills: { a: number; b: number };
  manager: Member;
  evaluatee: Member;
  coworker: Member;
  bystander: Member;
}

export async function team(t: TestApp): Promise<Team> {
  const company = await tenant(t);
  const scope = { companyId: company.companyId, projectId: company.projectId };
  const department = await addDepartment(t.deps, scope, 'Sales');
  const elsewhere = await addDepartment(t.deps, scope, 'Finance');
  const position = await addPosition(t.deps, scope, department.id, 'Seller');
  const period = await addPeriod(t.deps, scope, ['Q1']);
  const template = await addTemplate(t.deps, scope);
  await setRatingTemplate(t.deps, scope, template.id);
  const a = await addSkill(t.deps, scope, 'Accuracy', { description: 'Gets the numbers right' });
  const b = await addSkill(t.deps, scope, 'Bargaining');
  await addPositionSkill(t.deps, scope.companyId, position.id, a.id, 0.6, 3);
  await addPositionSkill(t.deps, scope.companyId, position.id, b.id, 0.4, 3);
  const member = async (options: Parameters<typeof addEmployee>[2]): Promise<Member> => {
    const employee = await addEmployee(t.deps, scope, options);
    const token = (await signIn(t, employee.account.username)).access;
    return { id: employee.id, accountId: employee.account.id, token, call: company.as(token) };
  };
  const manager = await member({ firstName: 'Maryam', lastName: 'Manager', departmentId: department.id });
  const evaluatee = await member({ firstName: 'Elvin', lastName: 'Evaluatee', departmentId: department.id, positionId: position.id, reportToId: manager.id });
  const coworker = await member({ firstName: 'Cavid', lastName: 'Coworker', departmentId: department.id, positionId: position.id, reportToId: manager.id });
  const bystander = await member({ firstName: 'Bahar', lastName: 'Bystander', departmentId: elsewhere.id });
  return {
    company,
    scope,
    period,
    round: period.rounds[0]!.id,
    template: template.id,
    department: department.id,
    position: position.id,
    skills: { a: a.id, b: b.id },
    manager,
    evaluatee,
    coworker,
    bystander,
  };
}
