import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProgressChart } from '../../../components/charts/lazy-charts.ts';
import { barsHeight } from '../../../components/charts/sizes.ts';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { percentText } from '../../../lib/numbers.ts';
import { downloadReport, usePagedReport } from '../api/reports.ts';
import { filterQuery, pageQuery, useCompletionReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { NumberCell, ReportPager, ReportTable } from './report-parts.tsx';

const share = (done: number, total: number) => (total === 0 ? null : (done / total) * 100);

/** Report: evaluations completed by party, department and evaluator (docs/product.md §7.10). */
export function CompletionReport() {
  const { t } = useTranslation();
  const list = useCompletionReportParams();
  const { params } = list;
  const filters = filterQuery(params);
  const query = { ...filters, ...pageQuery(params) };
  const report = usePagedReport('completion', query, list);
  const data = report.data;
  const parties = (data?.parties ?? [])
    .filter((p) => p.total > 0)
    .map((p) => ({ key: p.party, name: t(`weights.parties.${p.party}`), done: p.completed, total: p.total }));
  const departments = (data?.departments ?? []).map((d) => ({
    key: String(d.department?.id ?? 'none'),
    name: d.department?.name ?? t('reporting.noDepartment'),
    done: d.completed,
    total: d.total,
  }));
  const done = t('reporting.completion.completed');
  const left = t('reporting.completion.pending');
  const groupTable = (label: string, column: string, rows: ReadonlyArray<{ key: string; name: string; done: number; total: number }>, testId: string) => (
    <ReportTable label={label} minWidth={440} testId={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{column}</TableCell>
          <NumberCell>{t('reporting.completion.total')}</NumberCell>
          <NumberCell>{done}</NumberCell>
          <NumberCell>{t('reporting.completion.share')}</NumberCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-testid={`${testId}-${r.key}`}>
            <TableCell sx={{ fontWeight: 600 }}>{r.name}</TableCell>
            <NumberCell>{r.total}</NumberCell>
            <NumberCell>{r.done}</NumberCell>
            <NumberCell>{percentText(share(r.done, r.total))}</NumberCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportTable>
  );
  return (
    <ReportFrame
      name="completion"
      title={t('reporting.completion.title')}
      intro={t('reporting.completion.intro')}
      filters={<ReportFilters list={list} grades={data?.scope.grades ?? []} />}
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : data.total.total === 0 ? t('reporting.completion.none') : null}
      download={(format) => downloadReport('completion', { ...filters, ordering: query.ordering }, format)}
      chartTitle={t('reporting.completion.chart', { done: data?.total.completed ?? 0, total: data?.total.total ?? 0 })}
      chartHeight={barsHeight(parties.length) + barsHeight(departments.length) + 48}
      chartMinWidth={420}
      chart={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('reporting.completion.byParty')}
          </Typography>
          <ProgressChart rows={parties} doneLabel={done} leftLabel={left} />
          <Typography variant="caption" color="text.secondary">
            {t('reporting.completion.byDepartment')}
          </Typography>
          <ProgressChart rows={departments} doneLabel={done} leftLabel={left} />
        </Box>
      }
      table={
        <>
          {groupTable(t('reporting.completion.byParty'), t('reporting.columns.party'), parties, 'report-completion-party')}
          {groupTable(t('reporting.completion.byDepartment'), t('reporting.columns.department'), departments, 'report-completion-department')}
          <Typography variant="subtitle2" component="h3">
            {t('reporting.completion.byEvaluator', { count: data?.count ?? 0 })}
          </Typography>
          <ReportTable label={t('reporting.completion.evaluators')} minWidth={620} testId="report-completion-table">
            <TableHead>
              <TableRow>
                <SortHeader field="evaluator" sort={params.sort} onSort={list.setSort} testId="report-completion-sort-evaluator">
                  {t('reporting.completion.evaluator')}
                </SortHeader>
                <SortHeader field="total" sort={params.sort} onSort={list.setSort} align="right" testId="report-completion-sort-total">
                  {t('reporting.completion.total')}
                </SortHeader>
                <SortHeader field="completed" sort={params.sort} onSort={list.setSort} align="right" testId="report-completion-sort-completed">
                  {done}
                </SortHeader>
                <SortHeader field="pending" sort={params.sort} onSort={list.setSort} align="right" testId="report-completion-sort-pending">
                  {left}
                </SortHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.results ?? []).map((r) => (
                <TableRow key={r.evaluator.id} data-testid={`report-completion-evaluator-${r.evaluator.id}`}>
                  <TableCell sx={{ minWidth: 220 }}>
                    <PersonCell person={r.evaluator} testId={`report-completion-evaluator-${r.evaluator.id}-name`} />
                  </TableCell>
                  <NumberCell>{r.total}</NumberCell>
                  <NumberCell>{r.completed}</NumberCell>
                  <NumberCell>{r.pending}</NumberCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
          <ReportPager count={data?.count} list={list} testId="report-completion-pager" />
        </>
      }
    />
  );
}
