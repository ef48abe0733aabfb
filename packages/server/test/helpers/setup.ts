import { eq, sql } from 'drizzle-orm';
import { categories, frequencies, periods, projectSettings, responseScales, responseScaleTemplates } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/services/deps.ts';

/** Evaluation setup rows (periods, categories, rating templates) the tests build directly in the database. */
type Scope = { companyId: number; projectId: number };

/**
 * A period numbered after the project's last one (safe next to periods numbered elsewhere), with the
 * given rounds (none: the period as a whole is evaluated).
 */
export async function addPeriod(deps: AppDeps, scope: Scope, rounds: string[] = [], dates = { start: '2026-01-01', end: '2026-12-31' }) {
  const [last] = await deps.db
    .select({ number: sql<number>`coalesce(max(${periods.number}), 0)::int` })
    .from(periods)
    .where(eq(periods.projectId, scope.projectId));
  const number = (last?.number ?? 0) + 1;
  const [period] = await deps.db
    .insert(periods)
    .values({ ...scope, number, name: `Period ${number}`, startDate: dates.start, endDate: dates.end })
    .returning();
  const made = [];
  for (const name of rounds) {
    const [round] = await deps.db
      .insert(frequencies)
      .values({ ...scope, periodId: period!.id, name, startDate: dates.start, endDate: dates.end })
      .returning();
    made.push(round!);
  }
  return { ...period!, rounds: made };
}

/** A goal or a competency (skill) category. */
export async function addCategory(deps: AppDeps, scope: Scope, kind: 'goal' | 'skill', name: string) {
  const [row] = await deps.db
    .insert(categories)
    .values({ ...scope, kind, name })
    .returning();
  return row!;
}

/** A 1–5 rating template. */
export async function addTemplate(deps: AppDeps, scope: Scope, name = 'Five steps') {
  const [template] = await deps.db
    .insert(responseScaleTemplates)
    .values({ ...scope, name })
    .returning();
  await deps.db.insert(responseScales).values([1, 2, 3, 4, 5].map((n) => ({ ...scope, templateId: template!.id, min: n, max: n, response: `Level ${n}` })));
  return template!;
}

/** Makes a template the project's default rating template (norms must then lie on it). */
export async function setRatingTemplate(deps: AppDeps, scope: Scope, templateId: number | null) {
  await deps.db
    .insert(projectSettings)
    .values({ ...scope, ratingTemplateId: templateId })
    .onConflictDoUpdate({ target: projectSettings.projectId, set: { ratingTemplateId: templateId } });
}
