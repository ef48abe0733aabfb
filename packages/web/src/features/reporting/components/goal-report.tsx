import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MeanChart } from '../../../components/charts/lazy-charts.ts';
import { barsHeight } from '../../../components/charts/sizes.ts';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { numberText, scoreText } from '../../../lib/numbers.ts';
import { downloadReport, usePagedReport } from '../api/reports.ts';
import { filterQuery, pageQuery, useGoalReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { NumberCell, ReportPager, ReportTable } from './report-parts.tsx';

/** Report: goal achievement by category, and each goal with its target, actual and score; numerical goals missed (docs/product.md §7.10). */
export function GoalReport() {
  const { t } = useTranslation();
  const list = useGoalReportParams();
  const { params } = list;
  const filters = { ...filterQuery(params), missed_only: params.missedOnly };
  const query = { ...filters, ...pageQuery(params) };
  const report = usePagedReport('goals', query, list);
  const data = report.data;
  const categories = (data?.categories ?? []).map((c) => ({
    key: String(c.category?.id ?? 'none'),
    name: c.category?.name ?? t('reporting.goals.noCategory'),
    ...c,
  }));
  const sortHeader = (field: (typeof params.sort)['field'], label: string) => (
    <SortHeader field={field} sort={params.sort} onSort={list.setSort} testId={`report-goals-sort-${field}`}>
      {label}
    </SortHeader>
  );
  return (
    <ReportFrame
      name="goals"
      title={t('reporting.goals.title')}
      intro={t('reporting.goals.intro')}
      filters={
        <ReportFilters list={list} grades={data?.scope.grades ?? []}>
          <FormControlLabel
            control={
              <Switch
                checked={params.missedOnly === 'true'}
                onChange={(event) => list.setFilters({ missedOnly: event.target.checked ? 'true' : 'false' })}
                slotProps={{ input: { 'data-testid': 'report-goals-missed-only' } as object }}
              />
            }
            label={t('reporting.goals.missedOnly')}
          />
        </ReportFilters>
      }
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : categories.length === 0 ? t('reporting.goals.none') : null}
      download={(format) => downloadReport('goals', { ...filters, ordering: query.ordering }, format)}
      chartTitle={t('reporting.goals.chart')}
      chartHeight={barsHeight(categories.length)}
      chartMinWidth={420}
      chart={<MeanChart rows={categories.map((c) => ({ name: c.name, mean: c.mean }))} label={t('reporting.columns.mean')} />}
      table={
        <>
          <ReportTable label={t('reporting.goals.byCategory')} minWidth={560} testId="report-goals-categories">
            <TableHead>
              <TableRow>
                <TableCell>{t('reporting.columns.category')}</TableCell>
                <NumberCell>{t('reporting.goals.goals')}</NumberCell>
                <NumberCell>{t('reporting.columns.mean')}</NumberCell>
                <NumberCell>{t('reporting.goals.numerical')}</NumberCell>
                <NumberCell>{t('reporting.goals.missed')}</NumberCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((c) => (
                <TableRow key={c.key} data-testid={`report-goals-category-${c.key}`}>
                  <TableCell sx={{ fontWeight: 600 }}>{c.name}</TableCell>
                  <NumberCell>{c.goals}</NumberCell>
                  <NumberCell>{scoreText(c.mean)}</NumberCell>
                  <NumberCell>{c.numerical}</NumberCell>
                  <NumberCell>{c.missed}</NumberCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
          <Typography variant="subtitle2" component="h3">
            {t('reporting.goals.list', { count: data?.count ?? 0 })}
          </Typography>
          <ReportTable label={t('reporting.goals.listLabel')} minWidth={900} testId="report-goals-table">
            <TableHead>
              <TableRow>
                {sortHeader('employee', t('reporting.columns.employee'))}
                {sortHeader('category', t('reporting.columns.category'))}
                {sortHeader('name', t('reporting.goals.goal'))}
                <NumberCell>{t('reporting.goals.target')}</NumberCell>
                <NumberCell>{t('reporting.goals.actual')}</NumberCell>
                {sortHeader('score', t('reporting.columns.score'))}
                <TableCell>{t('reporting.goals.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.results ?? []).map((g) => (
                <TableRow key={g.goal_id} data-testid={`report-goal-${g.goal_id}`}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <PersonCell person={g.employee} testId={`report-goal-${g.goal_id}-employee`} />
                  </TableCell>
                  <TableCell>{g.category?.name ?? t('reporting.goals.noCategory')}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{g.name}</TableCell>
                  <NumberCell>{g.is_numerical ? numberText(g.target) : '—'}</NumberCell>
                  <NumberCell>{g.is_numerical ? numberText(g.actual) : '—'}</NumberCell>
                  <NumberCell>{scoreText(g.score)}</NumberCell>
                  <TableCell>
                    {g.missed ? (
                      <Chip size="small" color="error" label={t('reporting.goals.missedChip')} />
                    ) : !g.is_numerical ? (
                      t('reporting.goals.scale')
                    ) : g.actual === null || g.target === null ? (
                      t('reporting.goals.noActual')
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label={t('reporting.goals.metChip')} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
          <ReportPager count={data?.count} list={list} testId="report-goals-pager" />
        </>
      }
    />
  );
}
