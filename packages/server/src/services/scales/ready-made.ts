import type { ResponseScaleTemplate, ResponseScaleTemplateBody } from '@performa/contracts/api/setup';
import { LANGUAGES, type Language } from '@performa/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import { responseScaleTemplates } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';
import { projectSettingsOf, saveProjectSettings } from '../settings/project-settings.ts';
import { insertTemplate, listTemplates } from './templates.ts';

/**
 * The ready-made templates a project starts with (docs/product.md §3.3): a 1–5 rating and a 0–100 final
 * score scale (the default grades). Each name and response is given in the caller's language and carries
 * all three (ADR 29), so that every reader sees them in their own.
 */

/** One text in every language. */
type Texts = Record<Language, string>;

/** A ready-made template: its name and the labels of its ranges (lowest first) in every language, on its bounds. */
interface ReadyMade {
  name: Texts;
  labels: Texts[];
  bounds: Array<[number, number]>;
}

const RATING: ReadyMade = {
  name: { en: '1–5 rating', az: '1–5 qiymətləndirmə', ru: 'Оценка 1–5' },
  labels: [
    { en: 'Poor', az: 'Zəif', ru: 'Плохо' },
    { en: 'Fair', az: 'Kafi', ru: 'Удовлетворительно' },
    { en: 'Good', az: 'Yaxşı', ru: 'Хорошо' },
    { en: 'Very good', az: 'Çox yaxşı', ru: 'Очень хорошо' },
    { en: 'Excellent', az: 'Əla', ru: 'Отлично' },
  ],
  bounds: [
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
  ],
};

const FINAL_SCORE: ReadyMade = {
  name: { en: '0–100 final score', az: '0–100 yekun bal', ru: 'Итоговый балл 0–100' },
  labels: [
    { en: 'Below expectations', az: 'Gözləntilərdən aşağı', ru: 'Ниже ожиданий' },
    { en: 'Meets expectations', az: 'Gözləntilərə uyğun', ru: 'Соответствует ожиданиям' },
    { en: 'Exceeds expectations', az: 'Gözləntiləri aşır', ru: 'Превосходит ожидания' },
  ],
  bounds: [
    [0, 49],
    [50, 79],
    [80, 100],
  ],
};

const READY_MADE = { rating: RATING, finalScore: FINAL_SCORE };

/** The body that creates a ready-made template: each text as given in `lang`, with all three as its translations. */
export const readyMadeBody = (which: keyof typeof READY_MADE, lang: Language): ResponseScaleTemplateBody => bodyOf(READY_MADE[which], lang);

const bodyOf = (template: ReadyMade, lang: Language): ResponseScaleTemplateBody => ({
  name: template.name[lang],
  name_translations: { ...template.name },
  scales: template.labels.map((label, i) => ({
    min: template.bounds[i]![0],
    max: template.bounds[i]![1],
    response: label[lang],
    response_translations: { ...label },
  })),
});

/**
 * Creates the ready-made templates that the project has no template of that name for (so a second
 * click creates nothing), and makes them the rating template and final score scale where those are
 * unset. Returns every template of the project.
 */
export async function createReadyMadeTemplates(ctx: ServiceContext, lang: Language): Promise<ResponseScaleTemplate[]> {
  const ids = await ctx.deps.db.transaction(async (tx) => {
    // A template of the same name in any language is this one, made earlier by someone reading another language.
    const idOf = async (template: ReadyMade) => {
      const [existing] = await tx
        .select({ id: responseScaleTemplates.id })
        .from(responseScaleTemplates)
        .where(
          sql`${inProject(ctx, responseScaleTemplates)} and lower(${responseScaleTemplates.name}) in (${sql.join(
            LANGUAGES.map((l) => sql`lower(${template.name[l]})`),
            sql`, `,
          )})`,
        )
        .orderBy(responseScaleTemplates.id)
        .limit(1);
      return existing?.id ?? insertTemplate(ctx, tx, bodyOf(template, lang));
    };
    return { rating: await idOf(READY_MADE.rating), finalScore: await idOf(READY_MADE.finalScore) };
  });
  const settings = await projectSettingsOf(ctx);
  if (settings.ratingTemplateId === null || settings.finalScoreTemplateId === null) {
    await saveProjectSettings(ctx, {
      ratingTemplateId: settings.ratingTemplateId ?? ids.rating,
      finalScoreTemplateId: settings.finalScoreTemplateId ?? ids.finalScore,
    });
  }
  return listTemplates(ctx);
}
