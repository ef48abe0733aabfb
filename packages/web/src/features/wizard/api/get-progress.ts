import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectSelection } from '../../../lib/project-selection.ts';

import type { WizardProgress } from '@performa/contracts/api/wizard';

export const wizardProgressQuery = () =>
  queryOptions({
    queryKey: ['organisation', projectSelection.get() ?? 'none', 'wizard-progress'],
    queryFn: () => api.get<WizardProgress>('/wizard/progress/'),
  });

/** Which setup steps of the selected project are done (read from the data, so the wizard resumes anywhere). */
export const useWizardProgress = () => useQuery(wizardProgressQuery());
