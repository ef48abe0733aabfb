import { wizardRoutes } from '@performa/contracts/routes/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { wizardKeys } from './keys.ts';

export const getWizardSummary = () => api.call(wizardRoutes.wizardSummary, {});

export const wizardSummaryQuery = () => queryOptions({ queryKey: wizardKeys.summary(), queryFn: getWizardSummary });

/** What the selected project has set up (the Finish step), and whether it is still empty (the landing after sign-in). */
export const useWizardSummary = (options: { enabled?: boolean } = {}) => useQuery({ ...wizardSummaryQuery(), ...options });
