import { z } from 'zod';
import { optionalId } from '../validation.ts';
import { employeeSkillsSchema } from './competencies.ts';
import { personRelationSchema } from './employees.ts';
import { personalGoalListSchema } from './goals.ts';
import { periodOptionSchema } from './setup.ts';

/**
 * A person's goals and competencies on their user panel (docs/product.md §7.4): read by the person,
 * their managers up the line, and whoever the row rules of contracts/access.ts let in.
 */

export const panelGoalsQuerySchema = z.object({
  period: optionalId().describe('The period to show (another project’s: 404); left out: the current period, else the newest'),
});

export const panelGoalsSchema = z
  .object({
    ...personalGoalListSchema.shape,
    period_id: z.number().int().nullable().describe('The period shown; null when the project has no period'),
    periods: z.array(periodOptionSchema).describe('The project’s periods to pick from, newest first'),
    relation: personRelationSchema,
    card: z.boolean().describe('The caller may open the person’s performance card: themself, their direct manager, an admin in scope'),
  })
  .meta({ id: 'PanelGoals' });
export type PanelGoals = z.infer<typeof panelGoalsSchema>;

export const panelSkillsSchema = z
  .object({
    ...employeeSkillsSchema.shape,
    relation: personRelationSchema,
  })
  .meta({ id: 'PanelSkills' });
export type PanelSkills = z.infer<typeof panelSkillsSchema>;
