import type { RouteInput } from '@performa/contracts/routes/define';
import { reportRoutes } from '@performa/contracts/routes/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SheetFormat } from '../../../components/ui/export-menu.tsx';
import { api } from '../../../lib/api-client.ts';
import { useLastPageFallback } from '../../../lib/list-params.ts';
import { reportingKeys } from './keys.ts';

/** The reports (docs/product.md §7.10), each its read and its export (contracts/routes/reports.ts). */
export const REPORT_ROUTES = {
  distribution: { show: reportRoutes.distributionReport, file: reportRoutes.exportDistributionReport },
  competencies: { show: reportRoutes.competencyReport, file: reportRoutes.exportCompetencyReport },
  goals: { show: reportRoutes.goalReport, file: reportRoutes.exportGoalReport },
  completion: { show: reportRoutes.completionReport, file: reportRoutes.exportCompletionReport },
  raters: { show: reportRoutes.raterReport, file: reportRoutes.exportRaterReport },
  periods: { show: reportRoutes.periodReport, file: reportRoutes.exportPeriodReport },
} as const;
export type ReportKey = keyof typeof REPORT_ROUTES;

type Show<K extends ReportKey> = (typeof REPORT_ROUTES)[K]['show'];
type File<K extends ReportKey> = (typeof REPORT_ROUTES)[K]['file'];
export type ReportQuery<K extends ReportKey> = NonNullable<RouteInput<Show<K>>['query']>;
export type ReportFileQuery<K extends ReportKey> = Omit<NonNullable<RouteInput<File<K>>['query']>, 'format'>;

/** How long a report read stays fresh: reports sum up what other screens change. */
const REPORT_STALE_MS = 30_000;

/** A report with its query; the previous answer stays on screen while another filter or page loads. */
export function useReport<K extends ReportKey>(report: K, query: ReportQuery<K>) {
  return useQuery({
    queryKey: reportingKeys.report(report, query),
    queryFn: () => api.call(REPORT_ROUTES[report].show as Show<K>, { query } as RouteInput<Show<K>>),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    meta: { silent: true },
  });
}

/** A paged report: when its page lies past the end (rows gone, an old link), the list moves to its last page. */
export function usePagedReport<K extends ReportKey>(
  report: K,
  query: ReportQuery<K>,
  list: { params: { page: number; size: number }; setPage: (page: number, size: number) => void },
) {
  const answer = useReport(report, query);
  useLastPageFallback(answer.data as { count: number; results: readonly unknown[] } | undefined, list);
  return answer;
}

/** A report's table as XLSX or CSV, with the headers in the reader's language. */
export const downloadReport = <K extends ReportKey>(report: K, query: ReportFileQuery<K>, format: SheetFormat) =>
  api.downloadFrom(REPORT_ROUTES[report].file as File<K>, { query: { ...query, format } } as RouteInput<File<K>>);
