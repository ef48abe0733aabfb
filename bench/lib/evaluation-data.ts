import { sql } from 'drizzle-orm';
import type { Db } from '@performa/server/src/db/client.ts';
import { positions, positionSkills, skills } from '@performa/server/src/db/schema.ts';
import { generateCompany, generateSetup } from '@performa/server/testing';

/** The competencies every position gets besides the generator's 5, so that a skill evaluation has 25 like a real one. */
export const EXTRA_SKILLS = 20;

/**
 * The data of the evaluation cycle's and the results' figures: a company of `employees` generated with the
 * generator's evaluation setup and EXTRA_SKILLS more competencies on every position, and the round of today
 * (the generator's current year, by quarter), so that forms can be saved.
 */
export async function generateEvaluationData(db: Db, employees: number) {
  const company = await generateCompany(db, { employees });
  const setup = await generateSetup(db, company);
  const { companyId, projectId } = company;
  const extra = await db
    .insert(skills)
    .values(Array.from({ length: EXTRA_SKILLS }, (_, i) => ({ companyId, projectId, name: `Behaviour ${i + 1}`, skillType: 'soft' as const })))
    .returning({ id: skills.id });
  const positionRows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(sql`${positions.projectId} = ${projectId}`);
  const links = positionRows.flatMap((p) => extra.map((s) => ({ companyId, projectId, positionId: p.id, skillId: s.id, weight: 0.01, norm: 3 })));
  for (let i = 0; i < links.length; i += 1000) await db.insert(positionSkills).values(links.slice(i, i + 1000));
  const round = setup.frequencyIds[Math.floor(new Date().getUTCMonth() / 3)]!;
  return { company, setup, round };
}
