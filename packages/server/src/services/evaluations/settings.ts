import type { EvaluationSettings, evaluationSettingsBodySchema } from '@performa/contracts/api/evaluations';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { projectSettingsOf, saveProjectSettings, type ProjectSettings } from '../settings/project-settings.ts';

/**
 * The project's evaluation settings (docs/product.md §5.4, §5.5, §5.6, §5.9): coworkers proposed per evaluatee,
 * reminder days, whether evaluatees see results before calibration, the fewest evaluators of a party shown on its own,
 * who is ranked in the top 10 and whether users see their department's top 10 (§7.9).
 */

const toView = (s: ProjectSettings): EvaluationSettings => ({
  coworker_count: s.coworkerCount,
  // Nearest day first, as the reminders go out.
  reminder_days: [...s.reminderDays].sort((a, b) => b - a),
  remind_after_end: s.remindAfterEnd,
  show_result_before_calibration: s.showResultBeforeCalibration,
  min_evaluators: s.minEvaluators,
  ranking_rule: s.rankingRule,
  show_department_top_ten: s.showDepartmentTopTen,
});

export async function evaluationSettings(ctx: ServiceContext): Promise<EvaluationSettings> {
  return toView(await projectSettingsOf(ctx));
}

/** Saves the settings; a changed minimum of evaluators changes which peers count (§5.9), so it recomputes the results too. */
export async function saveEvaluationSettings(ctx: ServiceContext, body: z.output<typeof evaluationSettingsBodySchema>): Promise<EvaluationSettings> {
  const current = await projectSettingsOf(ctx);
  return toView(
    await saveProjectSettings(ctx, {
      coworkerCount: body.coworker_count,
      reminderDays: [...body.reminder_days].sort((a, b) => b - a),
      remindAfterEnd: body.remind_after_end,
      showResultBeforeCalibration: body.show_result_before_calibration,
      rankingRule: body.ranking_rule,
      showDepartmentTopTen: body.show_department_top_ten,
      ...(body.min_evaluators === current.minEvaluators ? {} : { minEvaluators: body.min_evaluators }),
    }),
  );
}
