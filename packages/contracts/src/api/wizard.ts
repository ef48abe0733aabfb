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
