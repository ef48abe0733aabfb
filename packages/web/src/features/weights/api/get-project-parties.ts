import { weightRoutes } from '@performa/contracts/routes/weights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys } from './keys.ts';

/** The project's evaluation party weights (null until set). */
export const projectPartiesQuery = () => queryOptions({ queryKey: weightKeys.parties(), queryFn: () => api.call(weightRoutes.projectParties, {}) });

export const useProjectParties = () => useQuery(projectPartiesQuery());
