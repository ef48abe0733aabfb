import { COMPLETION_REPORT_ORDERINGS, GOAL_REPORT_ORDERINGS, PERIOD_REPORT_ORDERINGS } from '@performa/contracts/api/reports';
import { RATER_ORDERINGS } from '@performa/contracts/api/results';
import { EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { defineList, orderingOf, param, useListParams, type ListParamsOf } from '../../../lib/list-params.ts';

/**
 * What the reports keep in the URL (docs/product.md §7.10): the period and round (none: the whole period) and
 * the filters every report takes, under the same names, so that another tab shows the same people; each
 * list its page, size and sort, and its own filters.
 */
const context = { period: param.id(), round: param.id() };
const filters = { department: param.id(), position: param.id(), grade: param.id() };

/** The reports whose table is one row per department: no page, no sort. */
export const departmentReportList = defineList({ orderings: ['department'] as const, defaultOrdering: 'department', context, filters });
export const goalReportList = defineList({
  orderings: GOAL_REPORT_ORDERINGS,
  defaultOrdering: 'employee',
  context,
  filters: { ...filters, missedOnly: { ...param.choice(['false', 'true'] as const, 'false'), name: 'missed' } },
});
export const completionReportList = defineList({ orderings: COMPLETION_REPORT_ORDERINGS, defaultOrdering: 'evaluator', context, filters });
export const raterReportList = defineList({
  orderings: RATER_ORDERINGS,
  defaultOrdering: 'evaluator',
  context,
  filters: { ...filters, party: param.optionalChoice(EVALUATION_PARTIES), flag: param.choice(['all', 'lenient', 'harsh'] as const, 'all') },
});
export const periodReportList = defineList({ orderings: PERIOD_REPORT_ORDERINGS, defaultOrdering: 'full_name', context, filters });

type Shared = ListParamsOf<typeof departmentReportList>;

/** The filters every report sends: the period, the round (left out: the whole period), department, position and grade; none left out. */
export function filterQuery(p: Pick<Shared, 'period' | 'round' | 'department' | 'position' | 'grade'>) {
  return {
    ...(p.period ? { period: p.period } : {}),
    ...(p.round ? { frequency_id: p.round } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.grade ? { grade: p.grade } : {}),
  };
}

/** A paged report's page and order. */
export const pageQuery = (p: { page: number; size: number; sort: { field: string; direction: 'asc' | 'desc' } }) => ({
  page: p.page,
  page_size: p.size,
  ordering: orderingOf(p.sort),
});

export const useDepartmentReportParams = () => useListParams(departmentReportList);
export const useGoalReportParams = () => useListParams(goalReportList);
export const useCompletionReportParams = () => useListParams(completionReportList);
export const useRaterReportParams = () => useListParams(raterReportList);
export const usePeriodReportParams = () => useListParams(periodReportList);
