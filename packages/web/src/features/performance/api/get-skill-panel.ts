import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { performanceKeys, type PanelQuery } from './keys.ts';

/** Per employee of a panel page: skill overall and the score of each competency. */
export const getSkillPanel = (query: PanelQuery) => api.call(resultRoutes.skillsForPerformancePanel, { query });
export const skillPanelQuery = (query: PanelQuery) =>
  queryOptions({ queryKey: performanceKeys.skillPanel(query), queryFn: () => getSkillPanel(query), placeholderData: keepPreviousData });
export const useSkillPanel = (query: PanelQuery | null) => useQuery({ ...skillPanelQuery(query!), enabled: query !== null });
