import { wizardRoutes } from '@performa/contracts/routes/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { wizardKeys } from './keys.ts';

export const getWizardProgress = () => api.call(wizardRoutes.wizardProgress, {});

export const wizardProgressQuery = () => queryOptions({ queryKey: wizardKeys.progress(), queryFn: getWizardProgress });

/** Which setup steps of the selected project are done (read from the data, so the wizard resumes anywhere). */
export const useWizardProgress = () => useQuery(wizardProgressQuery());
