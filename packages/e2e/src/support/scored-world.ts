import type { AppDeps } from '@performa/server/src/services/deps.ts';
import { eq } from 'drizzle-orm';
import { goals, projectSettings, responseScales, responseScaleTemplates, skillAnswers } from '@performa/server/src/db/schema.ts';
import { addPositionSkill, addSkill, addTemplate, createEvaluations, setRatingTemplate } from '@performa/server/testing';

type Scope = { companyId: number; projectId: number };

/**
 * The scoring of the browser tests that read results (docs/product.md §4): a 1–5 rating template; the final
 * score scale of `grades`; the manager alone rates (party weight 1), the final score split 0.5 / 0.5; the
 * competencies Accuracy and Teamwork (0.5 each, norm 4) on each of `positions`. So a person rated (a, b) by
 * their manager whose one goal (weight 100, target 100, higher is better) reached `actual` scores
 * G = actual, S = (a + b) / 2 × 20 and final = (G + S) / 2. `settings` adds project settings.
 */
export async function scoringSetup(
  deps: AppDeps,
  scope: Scope,
  options: { positions: ReadonlyArray<{ id: number }>; grades: ReadonlyArray<{ min: number; max: number; response: string }>; settings?: object },
) {
  const template = await addTemplate(deps, scope, 'Five levels');
  await setRatingTemplate(deps, scope, template.id);
  const [finalScale] = await deps.db
    .insert(responseScaleTemplates)
    .values({ ...scope, name: 'Grades' })
    .returning();
  const grades = await deps.db
    .insert(responseScales)
    .values(options.grades.map((g) => ({ ...scope, templateId: finalScale!.id, ...g })))
    .returning();
  await deps.db
    .update(projectSettings)
    .set({
      finalScoreTemplateId: finalScale!.id,
      goalWeight: 0.5,
      skillWeight: 0.5,
      managerWeight: 1,
      coworkerWeight: 0,
      subworkerWeight: 0,
      selfWeight: 0,
      ...options.settings,
    })
    .where(eq(projectSettings.projectId, scope.projectId));
  const accuracy = await addSkill(deps, scope, 'Accuracy', { skillType: 'hard' });
  const teamwork = await addSkill(deps, scope, 'Teamwork', { skillType: 'soft' });
  for (const position of options.positions)
    for (const skill of [accuracy, teamwork]) await addPositionSkill(deps, scope.companyId, position.id, skill.id, 0.5, 4);

  /** The manager's completed skill and goal evaluations of `evaluatee` in a round: ratings (a, b) and the goal `goalName` reaching `actual`. */
  const rated = async (
    round: { id: number; periodId: number },
    evaluatee: { id: number },
    manager: { id: number },
    [a, b, actual]: readonly [number, number, number],
    goalName = 'Quarterly plan',
  ) => {
    await deps.db.insert(goals).values({
      ...scope,
      employeeId: evaluatee.id,
      periodId: round.periodId,
      frequencyId: round.id,
      name: goalName,
      weight: 100,
      isNumerical: true,
      target: 100,
      isPositive: true,
      actual,
    });
    const [skillEvaluation] = await createEvaluations(deps, scope, round.id, [
      { evaluateeId: evaluatee.id, evaluatorId: manager.id, party: 'manager', activated: true, completed: true },
      { evaluateeId: evaluatee.id, evaluatorId: manager.id, party: 'manager', kind: 'goal', activated: true, completed: true },
    ]);
    await deps.db.insert(skillAnswers).values([
      { evaluationId: skillEvaluation!.id, skillId: accuracy.id, projectId: scope.projectId, rating: a },
      { evaluationId: skillEvaluation!.id, skillId: teamwork.id, projectId: scope.projectId, rating: b },
    ]);
  };
  return { grades, rated };
}
