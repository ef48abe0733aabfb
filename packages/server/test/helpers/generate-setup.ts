/**
 * The evaluation setup of a generated company (ADR 10): two periods (last year and this year) with
 * quarterly rounds, a 1–5 rating template and a 0–100 final score scale, goal and skill categories,
 * competencies (organizational and periodic) on every position with weights and norms, five
 * positional goals per position (weights 20 each), and the project's weights. Personal goals are
 * not written here: the benchmark generates them through the real endpoint.
 */
import type { Db } from '../../src/db/client.ts';
import { readyMadeBody } from '../../src/services/scales/ready-made.ts';
import {
  categories,
  frequencies,
  periods,
  positionalGoalPositions,
  positionalGoals,
  positions,
  positionSkills,
  projectSettings,
  responseScales,
  responseScaleTemplates,
  skillPeriods,
  skills,
} from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';

const GOAL_CATEGORIES = ['Financial', 'Customer', 'Internal processes', 'Learning and growth'];
const SKILL_CATEGORIES = ['Leadership', 'Communication', 'Technical', 'Personal effectiveness'];
const SKILLS: Array<[string, 'hard' | 'soft', number]> = [
  ['Teamwork', 'soft', 1],
  ['Communication', 'soft', 1],
  ['Customer focus', 'soft', 1],
  ['Problem solving', 'soft', 3],
  ['Planning and organising', 'soft', 3],
  ['Decision making', 'soft', 0],
  ['Coaching others', 'soft', 0],
  ['Adaptability', 'soft', 3],
  ['Product knowledge', 'hard', 2],
  ['Data analysis', 'hard', 2],
  ['Budgeting', 'hard', 2],
  ['Negotiation', 'hard', 1],
  ['Project management', 'hard', 2],
  ['Quality standards', 'hard', 2],
  ['Digital tools', 'hard', 2],
  ['Reporting', 'hard', 2],
  ['Innovation', 'soft', 3],
  ['Time management', 'soft', 3],
  ['Conflict resolution', 'soft', 0],
  ['Strategic thinking', 'soft', 0],
];
const GOALS = ['Meet the revenue plan', 'Reduce costs', 'Improve customer satisfaction', 'Deliver projects on time', 'Complete the training plan'];

export interface GeneratedSetup {
  periodId: number;
  frequencyIds: number[];
  skills: number;
  positionalGoals: number;
}

const year = new Date().getUTCFullYear();

export async function generateSetup(db: Db, scope: { companyId: number; projectId: number }): Promise<GeneratedSetup> {
  const { companyId, projectId } = scope;
  const periodRows = await db
    .insert(periods)
    .values([
      {
        companyId,
        projectId,
        number: 1,
        name: `${year - 1}`,
        startDate: `${year - 1}-01-01`,
        endDate: `${year - 1}-12-31`,
      },
      {
        companyId,
        projectId,
        number: 2,
        name: `${year}`,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      },
    ])
    .returning();
  const frequencyIds: number[] = [];
  for (const period of periodRows) {
    const y = Number(period.name);
    const rows = await db
      .insert(frequencies)
      .values(
        [0, 1, 2, 3].map((q) => ({
          companyId,
          projectId,
          periodId: period.id,
          name: `Q${q + 1}`,
          startDate: `${y}-${String(q * 3 + 1).padStart(2, '0')}-01`,
          endDate: new Date(Date.UTC(y, q * 3 + 3, 0)).toISOString().slice(0, 10),
        })),
      )
      .returning({ id: frequencies.id });
    if (period.number === 2) frequencyIds.push(...rows.map((r) => r.id));
  }
  const current = periodRows[1]!;

  // The ready-made templates as the service makes them (services/scales/ready-made.ts): given in English, with all three languages.
  const readyMade = async (which: 'rating' | 'finalScore') => {
    const body = readyMadeBody(which, 'en');
    const [template] = await db
      .insert(responseScaleTemplates)
      .values({ companyId, projectId, name: body.name, nameTranslations: body.name_translations })
      .returning();
    await db.insert(responseScales).values(
      body.scales.map((s) => ({
        companyId,
        projectId,
        templateId: template!.id,
        min: s.min,
        max: s.max,
        response: s.response,
        responseTranslations: s.response_translations,
      })),
    );
    return template!;
  };
  const rating = await readyMade('rating');
  const final = await readyMade('finalScore');
  await db.insert(projectSettings).values({
    companyId,
    projectId,
    goalWeight: 0.6,
    skillWeight: 0.4,
    managerWeight: 0.5,
    coworkerWeight: 0.3,
    subworkerWeight: 0.1,
    selfWeight: 0.1,
    ratingTemplateId: rating.id,
    finalScoreTemplateId: final.id,
  });

  const goalCategories = await db
    .insert(categories)
    .values(
      GOAL_CATEGORIES.map((name) => ({
        companyId,
        projectId,
        kind: 'goal' as const,
        name,
      })),
    )
    .returning();
  const skillCategories = await db
    .insert(categories)
    .values(
      SKILL_CATEGORIES.map((name) => ({
        companyId,
        projectId,
        kind: 'skill' as const,
        name,
      })),
    )
    .returning();
  const skillRows = await db
    .insert(skills)
    .values(
      SKILLS.map(([name, skillType, category], i) => ({
        companyId,
        projectId,
        name,
        skillType,
        categoryId: skillCategories[category]!.id,
        isPeriodic: i % 5 === 4,
        description: `${name}: expected behaviours and evidence.`,
      })),
    )
    .returning();
  await db.insert(skillPeriods).values(skillRows.filter((s) => s.isPeriodic).map((s) => ({ skillId: s.id, periodId: current.id, projectId })));

  // Every position: five competencies (weights 0.3, 0.2, 0.2, 0.15, 0.15; norms 3–4) and five goals.
  const positionRows = await db.select({ id: positions.id }).from(positions).where(eq(positions.projectId, projectId));
  const weights = [0.3, 0.2, 0.2, 0.15, 0.15];
  const links = positionRows.flatMap((p, i) =>
    weights.map((weight, k) => ({
      companyId,
      projectId,
      positionId: p.id,
      skillId: skillRows[(i + k * 4) % skillRows.length]!.id,
      weight,
      norm: 3 + (k % 2),
    })),
  );
  for (let i = 0; i < links.length; i += 1000) await db.insert(positionSkills).values(links.slice(i, i + 1000));

  let goalCount = 0;
  for (let i = 0; i < positionRows.length; i += 100) {
    const chunk = positionRows.slice(i, i + 100);
    const goalRows = await db
      .insert(positionalGoals)
      .values(
        chunk.flatMap(() =>
          GOALS.map((name, k) => ({
            companyId,
            projectId,
            name,
            categoryId: goalCategories[k % goalCategories.length]!.id,
            successCriteria: `${name} as agreed for the year.`,
            weight: 20,
            isNumerical: k !== 4,
            target: k === 1 ? 90 : 100,
            isPositive: k !== 1,
            scaleTemplateId: k === 4 ? rating.id : null,
          })),
        ),
      )
      .returning({ id: positionalGoals.id });
    await db.insert(positionalGoalPositions).values(
      goalRows.map((g, n) => ({
        positionalGoalId: g.id,
        positionId: chunk[Math.floor(n / GOALS.length)]!.id,
        projectId,
      })),
    );
    goalCount += goalRows.length;
  }
  return {
    periodId: current.id,
    frequencyIds,
    skills: skillRows.length,
    positionalGoals: goalCount,
  };
}
