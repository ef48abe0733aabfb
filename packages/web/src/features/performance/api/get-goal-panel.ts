import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { performanceKeys, type PanelQuery } from './keys.ts';

/** Per employee of a panel page: goal overall and the score of each goal of the round. */
export const getGoalPanel = (query: PanelQuery) => api.call(resultRoutes.goalsForPerformancePanel, { query });
export const goalPanelQuery = (query: PanelQuery) =>
  queryOptions({ queryKey: performanceKeys.goalPanel(query), queryFn: () => getGoalPanel(query), placeholderData: keepPreviousData });
export const useGoalPanel = (query: PanelQuery | null) => useQuery({ ...goalPanelQuery(query!), enabled: query !== null });
