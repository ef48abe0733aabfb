import { z } from 'zod';
import type { AccessRule } from '../access.ts';
import {
  categoryBodySchema,
  categorySchema,
  frequencyBodySchema,
  frequencyListQuerySchema,
  frequencySchema,
  generateFrequenciesBodySchema,
  periodBodySchema,
  periodDeleteImpactSchema,
  periodOptionSchema,
  periodSchema,
  responseScaleBodySchema,
  responseScaleListQuerySchema,
  responseScaleSchema,
  responseScaleTemplateBodySchema,
  responseScaleTemplateSchema,
  scaleSettingsBodySchema,
  scaleSettingsSchema,
  type CategoryKind,
} from '../api/setup.ts';
import { idParams } from '../validation.ts';
import { authErrors, conflict, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * The evaluation setup basics (docs/product.md §3.1–§3.4): periods and their rounds, response scale
 * templates with their ranges and the project's scale choices, goal and competency categories.
 * Some reads are served twice, under /wizard/ for the setup screens and under /goals/ for the goals
 * screens (another access rule): one entry each.
 */

const fieldAndAuthErrors = { ...fieldErrors, ...authErrors };

// Periods

const periodTags = ['periods'];

export const periodRoutes = {
  listPeriods: route({
    method: 'GET',
    path: '/wizard/period/',
    access: 'management',
    tags: periodTags,
    summary: 'Every period of the project by number, with its state and number of rounds',
    status: 200,
    response: z.array(periodSchema),
    errors: authErrors,
  }),
  createPeriod: route({
    method: 'POST',
    path: '/wizard/period/',
    access: 'management',
    tags: periodTags,
    summary: 'Create a period (without a number: the next free one); it must not overlap another period (periodOverlap)',
    body: periodBodySchema,
    status: 201,
    response: periodSchema,
    errors: fieldAndAuthErrors,
  }),
  updatePeriod: route({
    method: 'PUT',
    path: '/wizard/period/:id/',
    access: 'management',
    tags: periodTags,
    summary: 'Change a period (its rounds must stay inside the new dates: roundsOutsidePeriod; no overlap: periodOverlap)',
    params: idParams,
    body: periodBodySchema,
    status: 200,
    response: periodSchema,
    errors: fieldAndAuthErrors,
  }),
  deletePeriod: route({
    method: 'DELETE',
    path: '/wizard/period/:id/',
    access: 'management',
    tags: periodTags,
    summary: 'Delete a period with its rounds and everything that hangs off them',
    params: idParams,
    status: 204,
    response: null,
    errors: authErrors,
  }),
  periodDeleteImpact: route({
    method: 'GET',
    path: '/wizard/period/:id/delete-impact/',
    access: 'management',
    tags: periodTags,
    summary: 'What deleting the period removes with it: its rounds, personal goals (and their sub goals), periodic competencies’ links',
    params: idParams,
    status: 200,
    response: periodDeleteImpactSchema,
    errors: authErrors,
  }),
  listPeriodOptions: route({
    method: 'GET',
    path: '/wizard/period-for-dropdown/',
    access: 'setupView',
    tags: periodTags,
    summary: 'The periods to pick from, newest first',
    status: 200,
    response: z.array(periodOptionSchema),
    errors: authErrors,
  }),
};

// Rounds (frequencies)

const roundTags = ['rounds'];

/** A read of the rounds (of a period, or of every period): served at several paths, each with its rule. */
const roundList = <const P extends `/${string}`, const A extends AccessRule>(path: P, access: A, summary: string) =>
  route({
    method: 'GET',
    path,
    access,
    tags: roundTags,
    summary,
    query: frequencyListQuerySchema,
    status: 200,
    response: z.array(frequencySchema),
    errors: fieldAndAuthErrors,
  });

export const roundRoutes = {
  listRounds: roundList('/wizard/frequency/', 'management', 'The rounds of a period (404 when it is not in the project), or of every period'),
  listRoundOptions: roundList('/wizard/frequency-for-dropdown/', 'setupView', 'The rounds to pick from (of a period, or of every period)'),
  listGoalRoundOptions: roundList('/goals/frequency/', 'goalsView', 'The rounds to pick from on the goals screens'),
  createRound: route({
    method: 'POST',
    path: '/wizard/frequency/',
    access: 'management',
    tags: roundTags,
    summary: 'Create a round inside its period, not overlapping its other rounds (roundOverlap)',
    body: frequencyBodySchema,
    status: 201,
    response: frequencySchema,
    errors: fieldAndAuthErrors,
  }),
  updateRound: route({
    method: 'PUT',
    path: '/wizard/frequency/:id/',
    access: 'management',
    tags: roundTags,
    summary: 'Change a round (inside its period, not overlapping its other rounds)',
    params: idParams,
    body: frequencyBodySchema,
    status: 200,
    response: frequencySchema,
    errors: fieldAndAuthErrors,
  }),
  deleteRound: route({
    method: 'DELETE',
    path: '/wizard/frequency/:id/',
    access: 'management',
    tags: roundTags,
    summary: 'Delete a round with everything that hangs off it',
    params: idParams,
    status: 204,
    response: null,
    errors: authErrors,
  }),
  generateRounds: route({
    method: 'POST',
    path: '/wizard/frequency/generate/',
    access: 'management',
    tags: roundTags,
    summary: 'Generate consecutive rounds of 1, 3, 6 or 12 months for a period (409 when it has rounds, unless replace)',
    body: generateFrequenciesBodySchema,
    status: 201,
    response: z.array(frequencySchema),
    errors: { ...fieldAndAuthErrors, ...conflict },
  }),
};

// Response scale templates, their ranges and the project's scale choices

const scaleTags = ['response scales'];

/** A read of the templates with their ranges and the project's choices. */
const templateList = <const P extends `/${string}`, const A extends AccessRule>(path: P, access: A, summary: string) =>
  route({ method: 'GET', path, access, tags: scaleTags, summary, status: 200, response: z.array(responseScaleTemplateSchema), errors: authErrors });

/** A read of a template's ranges. */
const rangeList = <const P extends `/${string}`, const A extends AccessRule>(path: P, access: A, summary: string) =>
  route({
    method: 'GET',
    path,
    access,
    tags: scaleTags,
    summary,
    query: responseScaleListQuerySchema,
    status: 200,
    response: z.array(responseScaleSchema),
    errors: fieldAndAuthErrors,
  });

export const responseScaleRoutes = {
  listScaleTemplates: templateList('/wizard/response-scale-template/', 'setupView', 'Response scale templates with their ranges and the project’s choices'),
  listGoalScaleTemplates: templateList('/goals/response-scale-template/', 'goalsView', 'Response scale templates for the goals screens'),
  createScaleTemplate: route({
    method: 'POST',
    path: '/wizard/response-scale-template/',
    access: 'management',
    tags: scaleTags,
    summary: 'Create a template with its ranges (min ≥ 0, min ≤ max, no overlaps: errors keyed scales.<i>.min)',
    body: responseScaleTemplateBodySchema,
    status: 201,
    response: responseScaleTemplateSchema,
    errors: fieldAndAuthErrors,
  }),
  updateScaleTemplate: route({
    method: 'PUT',
    path: '/wizard/response-scale-template/:id/',
    access: 'management',
    tags: scaleTags,
    summary: 'Replace a template’s name and ranges',
    params: idParams,
    body: responseScaleTemplateBodySchema,
    status: 200,
    response: responseScaleTemplateSchema,
    errors: fieldAndAuthErrors,
  }),
  deleteScaleTemplate: route({
    method: 'DELETE',
    path: '/wizard/response-scale-template/:id/',
    access: 'management',
    tags: scaleTags,
    summary: 'Delete a template (409 while goals are rated on it or it is the project’s rating template or final score scale)',
    params: idParams,
    status: 204,
    response: null,
    errors: { ...authErrors, ...conflict },
  }),
  createReadyMadeTemplates: route({
    method: 'POST',
    path: '/wizard/create-templates/',
    access: 'management',
    tags: scaleTags,
    summary: 'Create the ready-made 1–5 rating and 0–100 final score templates in the caller’s language (those missing by name); returns every template',
    status: 200,
    response: z.array(responseScaleTemplateSchema),
    errors: authErrors,
  }),
  scaleSettings: route({
    method: 'GET',
    path: '/wizard/final-score-scale/',
    access: 'setupView',
    tags: scaleTags,
    summary: 'The project’s default rating template and final score scale',
    status: 200,
    response: scaleSettingsSchema,
    errors: authErrors,
  }),
  saveScaleSettings: route({
    method: 'PUT',
    path: '/wizard/final-score-scale/',
    access: 'management',
    tags: scaleTags,
    summary: 'Choose the default rating template and the final score scale (null unsets)',
    body: scaleSettingsBodySchema,
    status: 200,
    response: scaleSettingsSchema,
    errors: fieldAndAuthErrors,
  }),
  listScaleRanges: rangeList('/wizard/response-scale/', 'setupView', 'The ranges of a template, by min'),
  listGoalScaleRanges: rangeList('/goals/response-scale/', 'goalsView', 'The ranges of a template, for the goals screens'),
  createScaleRange: route({
    method: 'POST',
    path: '/wizard/response-scale/',
    access: 'management',
    tags: scaleTags,
    summary: 'Add a range to a template',
    body: responseScaleBodySchema,
    status: 201,
    response: responseScaleSchema,
    errors: fieldAndAuthErrors,
  }),
  updateScaleRange: route({
    method: 'PUT',
    path: '/wizard/response-scale/:id/',
    access: 'management',
    tags: scaleTags,
    summary: 'Change a range',
    params: idParams,
    body: responseScaleBodySchema,
    status: 200,
    response: responseScaleSchema,
    errors: fieldAndAuthErrors,
  }),
  deleteScaleRange: route({
    method: 'DELETE',
    path: '/wizard/response-scale/:id/',
    access: 'management',
    tags: scaleTags,
    summary: 'Remove a range',
    params: idParams,
    status: 204,
    response: null,
    errors: authErrors,
  }),
};

// Categories

const categoryTags = ['categories'];

/**
 * The four routes of one kind of category (list, create, rename, delete) at `/<base>/` and
 * `/<base>/:id/`: viewing needs `view`, changing `edit`.
 */
export function categoryRoutesOf<const B extends string, const V extends AccessRule, const E extends AccessRule>(
  kind: CategoryKind,
  base: B,
  rules: { view: V; edit: E },
) {
  const what = kind === 'goal' ? 'goal' : 'competency';
  const members = kind === 'goal' ? 'goals' : 'competencies';
  const path = `/${base}/` as const;
  const item = `/${base}/:id/` as const;
  return {
    listCategories: route({
      method: 'GET',
      path,
      access: rules.view,
      tags: categoryTags,
      summary: `The ${what} categories by name, with how many ${members} are in each`,
      status: 200,
      response: z.array(categorySchema),
      errors: authErrors,
    }),
    createCategory: route({
      method: 'POST',
      path,
      access: rules.edit,
      tags: categoryTags,
      summary: `Create a ${what} category`,
      body: categoryBodySchema,
      status: 201,
      response: categorySchema,
      errors: fieldAndAuthErrors,
    }),
    renameCategory: route({
      method: 'PUT',
      path: item,
      access: rules.edit,
      tags: categoryTags,
      summary: `Rename a ${what} category`,
      params: idParams,
      body: categoryBodySchema,
      status: 200,
      response: categorySchema,
      errors: fieldAndAuthErrors,
    }),
    deleteCategory: route({
      method: 'DELETE',
      path: item,
      access: rules.edit,
      tags: categoryTags,
      summary: `Delete a ${what} category (its ${members} stay, without a category)`,
      params: idParams,
      status: 204,
      response: null,
      errors: authErrors,
    }),
  };
}

export const skillCategoryRoutes = categoryRoutesOf('skill', 'wizard/skill-category', { view: 'skillsView', edit: 'skillsEdit' });
export const goalCategoryRoutes = categoryRoutesOf('goal', 'goals/goal-category', { view: 'goalsView', edit: 'goalsEdit' });

/** The category routes of each kind. */
export const categoryRoutes = { skill: skillCategoryRoutes, goal: goalCategoryRoutes } as const satisfies Record<CategoryKind, unknown>;
