import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TrendChart } from '../../../components/charts/lazy-charts.ts';
import { COLUMNS_HEIGHT } from '../../../components/charts/sizes.ts';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { scoreText, signedText } from '../../../lib/numbers.ts';
import { downloadReport, usePagedReport } from '../api/reports.ts';
import { filterQuery, pageQuery, usePeriodReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { NumberCell, ReportPager, ReportTable } from './report-parts.tsx';

/** Report: period over period, each employee's period scores side by side with the change, sortable (docs/product.md §7.10). */
export function PeriodReport() {
  const { t } = useTranslation();
  const list = usePeriodReportParams();
  const { params } = list;
  const filters = filterQuery({ ...params, round: null });
  const query = { ...filters, ...pageQuery(params) };
  const report = usePagedReport('periods', query, list);
  const data = report.data;
  const periods = data?.periods ?? [];
  const last = periods.length - 1;
  return (
    <ReportFrame
      name="periods"
      title={t('reporting.periods.title')}
      intro={t('reporting.periods.intro')}
      filters={<ReportFilters list={list} grades={data?.scope.grades ?? []} withRound={false} />}
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : data.count === 0 ? t('reporting.noScores') : null}
      download={(format) => downloadReport('periods', { ...filters, ordering: query.ordering }, format)}
      chartTitle={t('reporting.periods.chart')}
      chartHeight={COLUMNS_HEIGHT}
      chartMinWidth={Math.max(360, periods.length * 110)}
      chart={<TrendChart points={periods.map((p, i) => ({ name: p.name, mean: data?.means[i]?.mean ?? null }))} label={t('reporting.columns.mean')} />}
      table={
        <>
          <Typography variant="subtitle2" component="h3">
            {t('reporting.periods.people', { count: data?.count ?? 0 })}
          </Typography>
          <ReportTable label={t('reporting.periods.table')} minWidth={360 + periods.length * 110} testId="report-periods-table">
            <TableHead>
              <TableRow>
                <SortHeader field="full_name" sort={params.sort} onSort={list.setSort} testId="report-periods-sort-full_name">
                  {t('reporting.columns.employee')}
                </SortHeader>
                {periods.map((p, i) =>
                  i === last ? (
                    <SortHeader key={p.id} field="score" sort={params.sort} onSort={list.setSort} align="right" testId="report-periods-sort-score">
                      {p.name}
                    </SortHeader>
                  ) : i === last - 1 ? (
                    <SortHeader key={p.id} field="previous" sort={params.sort} onSort={list.setSort} align="right" testId="report-periods-sort-previous">
                      {p.name}
                    </SortHeader>
                  ) : (
                    <NumberCell key={p.id}>{p.name}</NumberCell>
                  ),
                )}
                <SortHeader field="change" sort={params.sort} onSort={list.setSort} align="right" testId="report-periods-sort-change">
                  {t('reporting.periods.change')}
                </SortHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.results ?? []).map((r) => (
                <TableRow key={r.employee.id} data-testid={`report-period-${r.employee.id}`}>
                  <TableCell sx={{ minWidth: 220 }}>
                    <PersonCell person={r.employee} testId={`report-period-${r.employee.id}-name`} />
                  </TableCell>
                  {r.scores.map((score, i) => (
                    <NumberCell key={periods[i]?.id ?? i}>{scoreText(score)}</NumberCell>
                  ))}
                  <NumberCell testId={`report-period-${r.employee.id}-change`}>{signedText(r.change)}</NumberCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
          <ReportPager count={data?.count} list={list} testId="report-periods-pager" />
        </>
      }
    />
  );
}
