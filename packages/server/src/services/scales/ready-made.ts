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

const READY_MADE: Record<Language, ReadyMade> = {
  en: {
    rating: {
      name: '1–5 rating',
      scales: ranges(['Poor', 'Fair', 'Good', 'Very good', 'Excellent'], RATING),
    },
    finalScore: {
      name: '0–100 final score',
      scales: ranges(['Below expectations', 'Meets expectations', 'Exceeds expectations'], FINAL),
    },
  },
  az: {
    rating: {
      name: '1–5 qiymətləndirmə',
      scales: ranges(['Zəif', 'Kafi', 'Yaxşı', 'Çox yaxşı', 'Əla'], RATING),
    },
    finalScore: {
      name: '0–100 yekun bal',
      scales: ranges(['Gözləntilərdən aşağı', 'Gözləntilərə uyğun', 'Gözləntiləri aşır'], FINAL),
    },
  },
  ru: {
    rating: {
      name: 'Оценка 1–5',
      scales: ranges(['Плохо', 'Удовлетворительно', 'Хорошо', 'Очень хорошо', 'Отлично'], RATING),
    },
    finalScore: {
      name: 'Итоговый балл 0–100',
      scales: ranges(['Ниже ожиданий', 'Соответствует ожиданиям', 'Превосходит ожидания'], FINAL),
    },
  },
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
