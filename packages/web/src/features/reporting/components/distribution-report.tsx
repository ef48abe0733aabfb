import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { StackedShareChart } from '../../../components/charts/lazy-charts.ts';
import { barsHeight } from '../../../components/charts/sizes.ts';
import { percentText, scoreText } from '../../../lib/numbers.ts';
import { downloadReport, useReport } from '../api/reports.ts';
import { filterQuery, useDepartmentReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { gradeColours, NumberCell, ReportTable } from './report-parts.tsx';

/** Report: the final score distribution by department against the target distribution (docs/product.md §7.10). */
export function DistributionReport() {
  const { t } = useTranslation();
  const list = useDepartmentReportParams();
  const query = filterQuery(list.params);
  const report = useReport('distribution', query);
  const data = report.data;
  const grades = data?.scope.grades ?? [];
  const all = t('reporting.distribution.all');
  const rows = data
    ? [
        ...data.departments.map((d) => ({ key: String(d.department?.id ?? 'none'), name: d.department?.name ?? t('reporting.noDepartment'), ...d })),
        { key: 'all', name: all, ...data.total },
      ]
    : [];
  const target = t('reporting.distribution.target');
  const chartRows = [
    ...rows.map((r) => ({ name: r.name, shares: r.shares })),
    ...(grades.some((g) => g.target_share !== null) ? [{ name: target, shares: grades.map((g) => g.target_share) }] : []),
  ];
  return (
    <ReportFrame
      name="distribution"
      title={t('reporting.distribution.title')}
      intro={t('reporting.distribution.intro')}
      filters={<ReportFilters list={list} grades={grades} />}
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : data.total.count === 0 ? t('reporting.noScores') : null}
      download={(format) => downloadReport('distribution', query, format)}
      chartTitle={t('reporting.distribution.chart')}
      chartHeight={barsHeight(chartRows.length) + 24}
      chartMinWidth={480}
      chart={<StackedShareChart rows={chartRows} series={grades.map((g) => g.response)} colours={gradeColours(grades.length)} />}
      table={
        <ReportTable label={t('reporting.distribution.table')} minWidth={360 + grades.length * 120} testId="report-distribution-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('reporting.columns.department')}</TableCell>
              <NumberCell>{t('reporting.columns.people')}</NumberCell>
              <NumberCell>{t('reporting.columns.mean')}</NumberCell>
              {grades.map((g) => (
                <NumberCell key={g.id}>{g.response}</NumberCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`report-distribution-row-${row.key}`}>
                <TableCell sx={{ fontWeight: row.key === 'all' ? 700 : 600 }}>{row.name}</TableCell>
                <NumberCell>{row.count}</NumberCell>
                <NumberCell>{scoreText(row.mean)}</NumberCell>
                {grades.map((g, i) => (
                  <NumberCell key={g.id}>
                    {row.counts[i]} ({percentText(row.shares[i])})
                  </NumberCell>
                ))}
              </TableRow>
            ))}
            {grades.some((g) => g.target_share !== null) && (
              <TableRow data-testid="report-distribution-row-target">
                <TableCell sx={{ fontStyle: 'italic' }}>{target}</TableCell>
                <NumberCell>—</NumberCell>
                <NumberCell>—</NumberCell>
                {grades.map((g) => (
                  <NumberCell key={g.id}>{percentText(g.target_share)}</NumberCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </ReportTable>
      }
    />
  );
}
