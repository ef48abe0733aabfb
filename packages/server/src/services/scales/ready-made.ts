import type { ResponseScaleTemplate, ResponseScaleTemplateBody } from '@performa/contracts/api/setup';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import { responseScaleTemplates } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';
import { projectSettingsOf, saveProjectSettings } from '../settings/project-settings.ts';
import { insertTemplate, listTemplates } from './templates.ts';

/** The ready-made templates a project starts with: a 1–5 rating and a 0–100 final score scale, in the caller's language. */

interface ReadyMade {
  rating: ResponseScaleTemplateBody;
  finalScore: ResponseScaleTemplateBody;
}

const ranges = (labels: string[], bounds: Array<[number, number]>) =>
  labels.map((response, i) => ({
    min: bounds[i]![0],
    max: bounds[i]![1],
    response,
  }));
const RATING: Array<[number, number]> = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
];
const FINAL: Array<[number, number]> = [
  [0, 49],
  [50, 79],
  [80, 100],
];

/** A template's name and the labels of its ranges, lowest first, in one language. */
interface Texts {
  name: string;
  labels: string[];
}

/** The two templates of one language, on the ranges RATING and FINAL. */
const readyMade = (rating: Texts, finalScore: Texts): ReadyMade => ({
  rating: { name: rating.name, scales: ranges(rating.labels, RATING) },
  finalScore: { name: finalScore.name, scales: ranges(finalScore.labels, FINAL) },
});

const READY_MADE: Record<Language, ReadyMade> = {
  en: readyMade(
    { name: '1–5 rating', labels: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] },
    { name: '0–100 final score', labels: ['Below expectations', 'Meets expectations', 'Exceeds expectations'] },
  ),
  az: readyMade(
    { name: '1–5 qiymətləndirmə', labels: ['Zəif', 'Kafi', 'Yaxşı', 'Çox yaxşı', 'Əla'] },
    { name: '0–100 yekun bal', labels: ['Gözləntilərdən aşağı', 'Gözləntilərə uyğun', 'Gözləntiləri aşır'] },
  ),
  ru: readyMade(
    { name: 'Оценка 1–5', labels: ['Плохо', 'Удовлетворительно', 'Хорошо', 'Очень хорошо', 'Отлично'] },
    { name: 'Итоговый балл 0–100', labels: ['Ниже ожиданий', 'Соответствует ожиданиям', 'Превосходит ожидания'] },
  ),
};

/**
 * Creates the ready-made templates that the project has no template of that name for (so a second
 * click creates nothing), and makes them the rating template and final score scale where those are
 * unset. Returns every template of the project.
 */
export async function createReadyMadeTemplates(ctx: ServiceContext, lang: Language): Promise<ResponseScaleTemplate[]> {
  const { rating, finalScore } = READY_MADE[lang];
  const ids = await ctx.deps.db.transaction(async (tx) => {
    const idOf = async (body: ResponseScaleTemplateBody) => {
      const [existing] = await tx
        .select({ id: responseScaleTemplates.id })
        .from(responseScaleTemplates)
        .where(sql`${inProject(ctx, responseScaleTemplates)} and lower(${responseScaleTemplates.name}) = lower(${body.name})`);
      return existing?.id ?? insertTemplate(ctx, tx, body);
    };
    return { rating: await idOf(rating), finalScore: await idOf(finalScore) };
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
