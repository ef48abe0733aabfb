import { weightRoutes } from '@performa/contracts/routes/weights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys } from './keys.ts';

/** The project's final score split and the cap of numerical goals. */
export const projectWeightQuery = () => queryOptions({ queryKey: weightKeys.projectWeight(), queryFn: () => api.call(weightRoutes.projectWeight, {}) });

export const useProjectWeight = () => useQuery(projectWeightQuery());
