import type { AppDeps } from '@performa/server/src/services/deps.ts';
import { surveyQuestions } from '@performa/server/src/db/schema.ts';
import {
  addPositionSkill,
  addSkill,
  giveGoals,
  addDepartment,
  addEmployee,
  addPosition,
  createCompany,
  addPeriod,
  addTemplate,
  setRatingTemplate,
} from '@performa/server/testing';

/** A day `days` from today (UTC), YYYY-MM-DD: the round's dates contain today, so that the forms are editable. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sales (sub-department Field) and Support; Maria heads Sales, Ali, Aysel and Bahruz (in Field) report
 * to her, Celal reports to Ali, Dilara is in Support. Sellers are evaluated on two competencies with
 * the project's 1–5 rating template; one survey question; Ali has two personal goals (60 + 40), Aysel
 * one of weight 60 (not yet 100). One round whose dates contain today.
 */
export async function seedEvaluationWorld(deps: AppDeps) {
  const acme = await createCompany(deps, { company: 'Caspian Evaluations' });
  const sales = await addDepartment(deps, acme, 'Sales');
  const field = await addDepartment(deps, acme, 'Field', sales.id);
  const support = await addDepartment(deps, acme, 'Support');
  const head = await addPosition(deps, acme, sales.id, 'Head of sales');
  const seller = await addPosition(deps, acme, sales.id, 'Seller', head.id);
  const person = (firstName: string, lastName: string, o: Parameters<typeof addEmployee>[2] = {}) =>
    addEmployee(deps, acme, { firstName, lastName, departmentId: sales.id, positionId: seller.id, ...o });
  const maria = await person('Maria', 'Mammadova', { positionId: head.id });
  const ali = await person('Ali', 'Aliyev', { reportToId: maria.id });
  const aysel = await person('Aysel', 'Karimova', { reportToId: maria.id });
  const bahruz = await person('Bahruz', 'Huseynov', { reportToId: maria.id, subDepartmentId: field.id });
  const celal = await person('Celal', 'Rzayev', { reportToId: ali.id });
  const dilara = await person('Dilara', 'Quliyeva', { departmentId: support.id, positionId: null });
  const period = await addPeriod(deps, acme, ['Q4'], { start: dayFromToday(-30), end: dayFromToday(30) });
  const round = period.rounds[0]!;
  const template = await addTemplate(deps, acme, 'Five levels');
  await setRatingTemplate(deps, acme, template.id);
  const accuracy = await addSkill(deps, acme, 'Accuracy', { description: 'Gets the numbers right', skillType: 'hard' });
  const teamwork = await addSkill(deps, acme, 'Teamwork', { skillType: 'soft' });
  const listening = await addSkill(deps, acme, 'Listening', { skillType: 'soft' });
  for (const [skill, weight] of [
    [accuracy, 0.4],
    [teamwork, 0.3],
    [listening, 0.3],
  ] as const)
    await addPositionSkill(deps, acme.companyId, seller.id, skill.id, weight, 3);
  const [question] = await deps.db
    .insert(surveyQuestions)
    .values({ ...acme, question: 'Would you like to work with this person again?', options: ['Yes', 'Maybe', 'No'] })
    .returning();
  const aliGoals = await giveGoals(deps, acme, ali.id, period.id, [60, 40]);
  await giveGoals(deps, acme, aysel.id, period.id, [60]);
  return {
    acme,
    departments: { sales, field, support },
    people: { maria, ali, aysel, bahruz, celal, dilara },
    period,
    round,
    skills: [accuracy, teamwork, listening],
    question: question!,
    aliGoals,
  };
}

export type EvaluationWorld = Awaited<ReturnType<typeof seedEvaluationWorld>>;
