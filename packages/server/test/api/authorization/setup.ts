import { max, eq } from 'drizzle-orm';
import { categories, frequencies, periods, projectSettings, responseScales, responseScaleTemplates } from '../../../src/db/schema.ts';
import { defineArea, editors, management, viewers } from './harness.ts';

/**
 * Periods and rounds, response scale templates and ranges, the project's scale choices, and goal and
 * skill categories. Every target is project-wide (no department), so a scoped admin reaches it too.
 */

interface SetupTargets {
  period: number;
  /** The period's year: each build has its own, since periods of a project do not overlap (docs/product.md §3.1). */
  year: number;
  round: number;
  template: number;
  scale: number;
  skillCategory: number;
  goalCategory: number;
}

const yearOf = (y: number) => ({ start_date: `${y}-01-01`, end_date: `${y}-12-31` });
/** Builds so far: build k has the year 2100 + k. */
let builds = 0;
/** A span of two days of its own for the n-th request (before the builds' years): new periods overlap nothing. */
const spanOf = (n: number) => {
  const day = (offset: number) => new Date(Date.UTC(1950, 0, 1 + offset)).toISOString().slice(0, 10);
  return { start_date: day(3 * n), end_date: day(3 * n + 1) };
};
/** Another company's caller names company A's rows: a 404, or a field error when they are in the body. */
const foreign404 = { foreign: 404 };
const foreign400 = { foreign: 400 };

export const setupArea = defineArea<SetupTargets>({
  name: 'setup',
  tables: {
    periods,
    frequencies,
    responseScaleTemplates,
    responseScales,
    categories,
    projectSettings,
  },
  build: async (deps, scope, _targets, unique) => {
    const year = 2100 + builds++;
    const [top] = await deps.db
      .select({ n: max(periods.number) })
      .from(periods)
      .where(eq(periods.projectId, scope.projectId));
    const [period] = await deps.db
      .insert(periods)
      .values({
        ...scope,
        number: (top?.n ?? 0) + 1,
        name: `Period ${unique()}`,
        startDate: yearOf(year).start_date,
        endDate: yearOf(year).end_date,
      })
      .returning();
    const [round] = await deps.db
      .insert(frequencies)
      .values({
        ...scope,
        periodId: period!.id,
        name: 'Q1',
        startDate: `${year}-01-01`,
        endDate: `${year}-03-31`,
      })
      .returning();
    const [template] = await deps.db
      .insert(responseScaleTemplates)
      .values({ ...scope, name: `Template ${unique()}` })
      .returning();
    const [scale] = await deps.db
      .insert(responseScales)
      .values({
        ...scope,
        templateId: template!.id,
        min: 1,
        max: 1,
        response: 'Poor',
      })
      .returning();
    const [skillCategory] = await deps.db
      .insert(categories)
      .values({ ...scope, kind: 'skill', name: `Skills ${unique()}` })
      .returning();
    const [goalCategory] = await deps.db
      .insert(categories)
      .values({ ...scope, kind: 'goal', name: `Goals ${unique()}` })
      .returning();
    return {
      period: period!.id,
      year,
      round: round!.id,
      template: template!.id,
      scale: scale!.id,
      skillCategory: skillCategory!.id,
      goalCategory: goalCategory!.id,
    };
  },
  rows: [
    // Periods
    {
      method: 'GET',
      route: '/api/wizard/period/',
      request: () => ({ url: '/api/wizard/period/' }),
      expect: management(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/period/',
      request: (c) => ({
        url: '/api/wizard/period/',
        body: { name: `Period ${c.n}`, ...spanOf(c.n) },
      }),
      expect: management(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/period/:id/',
      request: (c) => ({
        url: `/api/wizard/period/${c.area.period}/`,
        body: { name: `Renamed ${c.n}`, ...yearOf(c.area.year) },
      }),
      expect: management(200, foreign404),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/period/:id/',
      request: (c) => ({ url: `/api/wizard/period/${c.area.period}/` }),
      expect: management(204, foreign404),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/period/:id/delete-impact/',
      request: (c) => ({ url: `/api/wizard/period/${c.area.period}/delete-impact/` }),
      expect: management(200, foreign404),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/period-for-dropdown/',
      request: () => ({ url: '/api/wizard/period-for-dropdown/' }),
      expect: viewers(200),
      project: true,
    },

    // Rounds
    ...(
      [
        ['/api/wizard/frequency/', management(200, foreign404)],
        ['/api/wizard/frequency-for-dropdown/', viewers(200, foreign404)],
        ['/api/goals/frequency/', viewers(200, foreign404)],
      ] as const
    ).map(([route, expect]) => ({
      method: 'GET' as const,
      route,
      request: (c: { area: SetupTargets }) => ({
        url: `${route}?period_id=${c.area.period}`,
      }),
      expect,
      project: true,
    })),
    {
      method: 'POST',
      route: '/api/wizard/frequency/',
      request: (c) => ({
        url: '/api/wizard/frequency/',
        body: {
          period_id: c.area.period,
          name: `Round ${c.n}`,
          start_date: `${c.area.year}-04-01`,
          end_date: `${c.area.year}-06-30`,
        },
      }),
      expect: management(201, foreign400),
      project: true,
      // A period of its own for each caller: rounds of a period do not overlap (docs/product.md §3.2).
      fresh: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/frequency/:id/',
      request: (c) => ({
        url: `/api/wizard/frequency/${c.area.round}/`,
        body: {
          period_id: c.area.period,
          name: `Q1 ${c.n}`,
          start_date: `${c.area.year}-01-01`,
          end_date: `${c.area.year}-03-31`,
        },
      }),
      expect: management(200, foreign404),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/frequency/:id/',
      request: (c) => ({ url: `/api/wizard/frequency/${c.area.round}/` }),
      expect: management(204, foreign404),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/frequency/generate/',
      request: (c) => ({
        url: '/api/wizard/frequency/generate/',
        body: { period_id: c.area.period, cadence: 'quarterly', replace: true },
      }),
      expect: management(201, foreign400),
      project: true,
      fresh: true,
    },

    // Response scale templates and the project's choices
    {
      method: 'GET',
      route: '/api/wizard/response-scale-template/',
      request: () => ({ url: '/api/wizard/response-scale-template/' }),
      expect: viewers(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/response-scale-template/',
      request: () => ({ url: '/api/goals/response-scale-template/' }),
      expect: viewers(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/response-scale-template/',
      request: (c) => ({
        url: '/api/wizard/response-scale-template/',
        body: {
          name: `Template ${c.n}`,
          scales: [{ min: 0, max: 1, response: 'Low' }],
        },
      }),
      expect: management(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/response-scale-template/:id/',
      request: (c) => ({
        url: `/api/wizard/response-scale-template/${c.area.template}/`,
        body: {
          name: `Template ${c.n}`,
          scales: [{ min: 1, max: 1, response: 'Poor' }],
        },
      }),
      expect: management(200, foreign404),
      project: true,
      fresh: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/response-scale-template/:id/',
      request: (c) => ({
        url: `/api/wizard/response-scale-template/${c.area.template}/`,
      }),
      expect: management(204, foreign404),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/create-templates/',
      request: () => ({ url: '/api/wizard/create-templates/', body: {} }),
      expect: management(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/final-score-scale/',
      request: () => ({ url: '/api/wizard/final-score-scale/' }),
      expect: viewers(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/final-score-scale/',
      request: (c) => ({
        url: '/api/wizard/final-score-scale/',
        body: {
          rating_template_id: c.area.template,
          final_score_template_id: c.area.template,
        },
      }),
      expect: management(200, foreign400),
      project: true,
    },

    // Ranges
    ...(['/api/wizard/response-scale/', '/api/goals/response-scale/'] as const).map((route) => ({
      method: 'GET' as const,
      route,
      request: (c: { area: SetupTargets }) => ({
        url: `${route}?template_id=${c.area.template}`,
      }),
      expect: viewers(200, foreign404),
      project: true,
    })),
    {
      method: 'POST',
      route: '/api/wizard/response-scale/',
      request: (c) => ({
        url: '/api/wizard/response-scale/',
        body: {
          template_id: c.area.template,
          min: 100 + c.n,
          max: 100 + c.n,
          response: `Level ${c.n}`,
        },
      }),
      expect: management(201, foreign400),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/response-scale/:id/',
      request: (c) => ({
        url: `/api/wizard/response-scale/${c.area.scale}/`,
        body: {
          template_id: c.area.template,
          min: 1,
          max: 1,
          response: `Poor ${c.n}`,
        },
      }),
      expect: management(200, foreign404),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/response-scale/:id/',
      request: (c) => ({ url: `/api/wizard/response-scale/${c.area.scale}/` }),
      expect: management(204, foreign404),
      project: true,
      fresh: true,
    },

    // Categories: skills (dse/dsv) and goals (dge/dgv)
    ...(
      [
        ['/api/wizard/skill-category/', 'skillCategory'],
        ['/api/goals/goal-category/', 'goalCategory'],
      ] as const
    ).flatMap(([route, target]) => [
      {
        method: 'GET' as const,
        route,
        request: () => ({ url: route }),
        expect: viewers(200),
        project: true,
      },
      {
        method: 'POST' as const,
        route,
        request: (c: { n: number }) => ({
          url: route,
          body: { name: `Category ${c.n}` },
        }),
        expect: editors(201),
        project: true,
      },
      {
        method: 'PUT' as const,
        route: `${route}:id/`,
        request: (c: { area: SetupTargets; n: number }) => ({
          url: `${route}${c.area[target]}/`,
          body: { name: `Renamed ${c.n}` },
        }),
        expect: editors(200, foreign404),
        project: true,
      },
      {
        method: 'DELETE' as const,
        route: `${route}:id/`,
        request: (c: { area: SetupTargets }) => ({
          url: `${route}${c.area[target]}/`,
        }),
        expect: editors(204, foreign404),
        project: true,
        fresh: true,
      },
    ]),
  ],
});
