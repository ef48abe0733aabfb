/**
 * Reads of the evaluation setup that several screens pick from: periods, rounds, response scale
 * templates and categories. Keys start with 'setup' so that one invalidation refreshes them all
 * after a change to any of them.
 */
import type { Category, CategoryKind, Frequency, PeriodOption, ResponseScaleTemplate } from '@performa/contracts/api/setup';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { projectSelection } from '../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

export const setupKeys = {
  all: () => ['setup', project()] as const,
  periodOptions: () => ['setup', project(), 'period-options'] as const,
  frequencyOptions: (period: number | null) => ['setup', project(), 'frequency-options', period] as const,
  templates: () => ['setup', project(), 'templates'] as const,
  categories: (kind: CategoryKind) => ['setup', project(), 'categories', kind] as const,
  /** The management lists of the periods screen. */
  periods: () => ['setup', project(), 'periods'] as const,
  rounds: (period: number) => ['setup', project(), 'rounds', period] as const,
  scaleSettings: () => ['setup', project(), 'scale-settings'] as const,
};

/** Refreshes every shared setup read (after a create, change or delete). */
export const invalidateSetup = (client: QueryClient) => client.invalidateQueries({ queryKey: ['setup'] });

/**
 * A change to the evaluation setup: the screen shows the errors itself (field errors next to the
 * fields, refusals in its dialog), and every shared setup read is refreshed after it.
 */
export function useSetupMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { silent: true }, onSuccess: () => invalidateSetup(queryClient) });
}

export const periodOptionsQuery = () =>
  queryOptions({ queryKey: setupKeys.periodOptions(), queryFn: () => api.get<PeriodOption[]>('/wizard/period-for-dropdown/') });
/** Every period of the project, newest first (state says past, current or future). */
export const usePeriodOptions = () => useQuery(periodOptionsQuery());

/** The rounds of a period (all rounds of the project when period is null). */
export const useFrequencyOptions = (period: number | null) =>
  useQuery({
    queryKey: setupKeys.frequencyOptions(period),
    queryFn: () => api.get<Frequency[]>(`/wizard/frequency-for-dropdown/${period ? `?period_id=${period}` : ''}`),
  });

/** The project's response scale templates with their scales. */
export const useTemplates = () =>
  useQuery({ queryKey: setupKeys.templates(), queryFn: () => api.get<ResponseScaleTemplate[]>('/wizard/response-scale-template/') });

const CATEGORY_PATHS: Record<CategoryKind, string> = { goal: '/goals/goal-category/', skill: '/wizard/skill-category/' };
export const categoryPath = (kind: CategoryKind) => CATEGORY_PATHS[kind];

/** Goal or skill categories. */
export const useCategories = (kind: CategoryKind) =>
  useQuery({ queryKey: setupKeys.categories(kind), queryFn: () => api.get<Category[]>(CATEGORY_PATHS[kind]) });
