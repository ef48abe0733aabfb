/**
 * Reads of the evaluation setup that several screens pick from: periods, rounds, response scale
 * templates and categories. Their keys (setupKeys of keys.ts) start with 'setup' so that one
 * invalidation refreshes them all after a change to any of them.
 */
import type { CategoryKind } from '@performa/contracts/api/setup';
import { categoryRoutes, periodRoutes, responseScaleRoutes, roundRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { setupKeys } from './keys.ts';

/** Refreshes every shared setup read (after a create, change or delete). */
export const invalidateSetup = (client: QueryClient) => client.invalidateQueries({ queryKey: setupKeys.everyProject() });

/**
 * A change to the evaluation setup: the screen shows the errors itself (field errors next to the
 * fields, refusals in its dialog), and every shared setup read is refreshed after it.
 */
export function useSetupMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { silent: true }, onSuccess: () => invalidateSetup(queryClient) });
}

/** Every period of the project, newest first (state says past, current or future). */
export const getPeriodOptions = () => api.call(periodRoutes.listPeriodOptions, {});
export const periodOptionsQuery = () => queryOptions({ queryKey: setupKeys.periodOptions(), queryFn: getPeriodOptions });
export const usePeriodOptions = () => useQuery(periodOptionsQuery());

/** The rounds of a period (all rounds of the project when period is null). */
export const getRoundOptions = (period: number | null) => api.call(roundRoutes.listRoundOptions, { query: { period_id: period } });
export const roundOptionsQuery = (period: number | null) =>
  queryOptions({ queryKey: setupKeys.frequencyOptions(period), queryFn: () => getRoundOptions(period) });
export const useFrequencyOptions = (period: number | null) => useQuery(roundOptionsQuery(period));

/** The project's response scale templates with their scales. */
export const getTemplates = () => api.call(responseScaleRoutes.listScaleTemplates, {});
export const templatesQuery = () => queryOptions({ queryKey: setupKeys.templates(), queryFn: getTemplates });
export const useTemplates = () => useQuery(templatesQuery());

/** Goal or skill categories. */
export const getCategories = (kind: CategoryKind) => api.call(categoryRoutes[kind].listCategories, {});
export const categoriesQuery = (kind: CategoryKind) => queryOptions({ queryKey: setupKeys.categories(kind), queryFn: () => getCategories(kind) });
export const useCategories = (kind: CategoryKind) => useQuery(categoriesQuery(kind));
