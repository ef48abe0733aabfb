import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { performanceKeys, type PanelQuery } from './keys.ts';

/** A page of the performance panel: every employee of the round with G, S, final, after-calibration score, grade and completeness. */
export const getPanelResults = (query: PanelQuery) => api.call(resultRoutes.finalPerformanceResult, { query });
export const panelResultsQuery = (query: PanelQuery) =>
  queryOptions({ queryKey: performanceKeys.panel(query), queryFn: () => getPanelResults(query), placeholderData: keepPreviousData });
export const usePanelResults = (query: PanelQuery | null) => useQuery({ ...panelResultsQuery(query!), enabled: query !== null });
