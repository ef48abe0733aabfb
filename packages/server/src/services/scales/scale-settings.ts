import type { ScaleSettings, ScaleSettingsBody } from '@performa/contracts/api/setup';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getTemplate, referenced } from '../scope.ts';
import { projectSettingsOf, saveProjectSettings, type ProjectSettings } from '../settings/project-settings.ts';

/** The project's choice of default rating template and final score scale (the grades). */

const toScaleSettings = (s: ProjectSettings): ScaleSettings => ({
  rating_template_id: s.ratingTemplateId,
  final_score_template_id: s.finalScoreTemplateId,
});

export async function getScaleSettings(ctx: ServiceContext): Promise<ScaleSettings> {
  return toScaleSettings(await projectSettingsOf(ctx));
}

/** Sets both choices (null unsets one); a template outside the project is a field error on its field. */
export async function saveScaleSettings(ctx: ServiceContext, body: ScaleSettingsBody): Promise<ScaleSettings> {
  const errors: Record<string, MessageKey[]> = {};
  for (const field of ['rating_template_id', 'final_score_template_id'] as const) {
    const id = body[field];
    if (id === null) continue;
    await referenced(field, getTemplate(ctx, id)).catch((error: unknown) => {
      if (!(error instanceof FieldError)) throw error;
      Object.assign(errors, error.fields);
    });
  }
  if (Object.keys(errors).length) throw new FieldError(errors);
  return toScaleSettings(
    await saveProjectSettings(ctx, {
      ratingTemplateId: body.rating_template_id,
      finalScoreTemplateId: body.final_score_template_id,
    }),
  );
}
