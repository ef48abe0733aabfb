import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectSelection } from '../../../lib/project-selection.ts';

export const WIZARD_STEPS = ['company', 'project', 'departments', 'positions', 'employees'] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number];
export type WizardProgress = Array<{ key: WizardStepKey; done: boolean }>;

export const wizardProgressQuery = () =>
  queryOptions({
    queryKey: ['organisation', projectSelection.get() ?? 'none', 'wizard-progress'],
    queryFn: () => api.get<WizardProgress>('/wizard/progress/'),
  });

/** Which setup steps of the selected project are done (read from the data, so the wizard resumes anywhere). */
export const useWizardProgress = () => useQuery(wizardProgressQuery());
