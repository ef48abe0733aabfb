import { z } from 'zod';

/** The setup wizard's steps, in order (docs/product.md §5.2). */
export const WIZARD_STEPS = [
  'company',
  'project',
  'departments',
  'positions',
  'employees',
  'periods',
  'scales',
  'categories',
  'competencies',
  'goals',
  'weights',
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number];

export const wizardProgressSchema = z.array(z.object({ key: z.enum(WIZARD_STEPS), done: z.boolean() })).meta({ id: 'WizardProgress' });
export type WizardProgress = z.infer<typeof wizardProgressSchema>;

/**
 * What the selected project has set up, for the wizard's Finish step (docs/product.md §5.2), and
 * whether it is still empty: no department and no employee but the caller's own record (ADR 16).
 */
export const wizardSummarySchema = z
  .object({
    departments: z.number().int(),
    positions: z.number().int(),
    employees: z.number().int().describe('Active employees'),
    periods: z.number().int(),
    rounds: z.number().int(),
    scales: z.number().int().describe('Response scale templates'),
    rating_scale_set: z.boolean(),
    final_score_scale_set: z.boolean(),
    competencies: z.number().int(),
    positional_goals: z.number().int(),
    personal_goals: z.number().int(),
    weights_complete: z.boolean().describe('The final score split and the party weights are saved'),
    empty: z.boolean().describe('No department, and no employee besides the caller: the first sign-in lands on the wizard'),
  })
  .meta({ id: 'WizardSummary' });
export type WizardSummary = z.infer<typeof wizardSummarySchema>;
