import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { CountChart } from '../../../components/charts/lazy-charts.ts';
import { COLUMNS_HEIGHT } from '../../../components/charts/sizes.ts';
import { ChoiceFilter } from '../../../components/ui/filter-bar.tsx';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { formatNumber, scoreText, signedText } from '../../../lib/numbers.ts';
import { downloadReport, usePagedReport } from '../api/reports.ts';
import { filterQuery, pageQuery, useRaterReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { NumberCell, ReportPager, ReportTable } from './report-parts.tsx';

/** Report: rater patterns, each evaluator's ratings against the company's, over a round or a whole period (docs/product.md §5.7, §7.10). */
export function RaterReport() {
  const { t } = useTranslation();
  const list = useRaterReportParams();
  const { params } = list;
  const filters = { ...filterQuery(params), ...(params.party ? { party: params.party } : {}), flag: params.flag };
  const query = { ...filters, ...pageQuery(params) };
  const report = usePagedReport('raters', query, list);
  const data = report.data;
  const sortHeader = (field: (typeof params.sort)['field'], label: string, align?: 'right') => (
    <SortHeader field={field} sort={params.sort} onSort={list.setSort} align={align} testId={`report-raters-sort-${field}`}>
      {label}
    </SortHeader>
  );
  return (
    <ReportFrame
      name="rater-patterns"
      title={t('reporting.raters.title')}
      intro={t('reporting.raters.intro')}
      filters={
        <ReportFilters list={list} grades={data?.scope.grades ?? []}>
          <ChoiceFilter
            label={t('reporting.columns.party')}
            all={{ label: t('reporting.filters.all'), value: null }}
            value={params.party}
            onChange={(party) => list.setFilters({ party })}
            choices={EVALUATION_PARTIES}
            labelOf={(p) => t(`weights.parties.${p}`)}
            testId="report-raters-party"
          />
          <ChoiceFilter
            label={t('reporting.raters.flag')}
            all={{ label: t('reporting.filters.all'), value: 'all' }}
            value={params.flag}
            onChange={(flag) => list.setFilters({ flag: flag ?? 'all' })}
            choices={['all', 'lenient', 'harsh'] as const}
            labelOf={(f) => t(`reporting.raters.flags.${f}`)}
            testId="report-raters-flag"
          />
        </ReportFilters>
      }
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : data.company.ratings === 0 ? t('reporting.raters.none') : null}
      download={(format) => downloadReport('raters', { ...filters, ordering: query.ordering }, format)}
      chartTitle={t('reporting.raters.chart')}
      chartHeight={COLUMNS_HEIGHT}
      chartMinWidth={520}
      chart={
        <CountChart
          columns={(data?.bands ?? []).map((b) => ({ name: t(`reporting.raters.bands.${b.band}`), count: b.count }))}
          label={t('reporting.raters.evaluators')}
        />
      }
      table={
        <>
          <Typography variant="body2" data-testid="report-raters-company">
            {t('reporting.raters.company', {
              ratings: formatNumber(data?.company.ratings ?? 0, { max: 0 }),
              mean: scoreText(data?.company.mean),
              spread: scoreText(data?.company.spread),
            })}
          </Typography>
          <ReportTable label={t('reporting.raters.table')} minWidth={860} testId="report-raters-table">
            <TableHead>
              <TableRow>
                {sortHeader('evaluator', t('reporting.completion.evaluator'))}
                {sortHeader('ratings', t('reporting.raters.ratings'), 'right')}
                <NumberCell>{t('reporting.raters.evaluatees')}</NumberCell>
                {sortHeader('mean', t('reporting.columns.mean'), 'right')}
                {sortHeader('spread', t('reporting.raters.spread'), 'right')}
                {sortHeader('difference', t('reporting.raters.difference'), 'right')}
                <NumberCell>z</NumberCell>
                <TableCell>{t('reporting.raters.flag')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.results ?? []).map((r) => (
                <TableRow key={r.evaluator.id} data-testid={`report-rater-${r.evaluator.id}`}>
                  <TableCell sx={{ minWidth: 220 }}>
                    <PersonCell person={r.evaluator} testId={`report-rater-${r.evaluator.id}-name`} />
                  </TableCell>
                  <NumberCell>{r.ratings}</NumberCell>
                  <NumberCell>{r.evaluatees}</NumberCell>
                  <NumberCell>{scoreText(r.mean)}</NumberCell>
                  <NumberCell>{scoreText(r.spread)}</NumberCell>
                  <NumberCell>{signedText(r.difference)}</NumberCell>
                  <NumberCell>{signedText(r.z)}</NumberCell>
                  <TableCell>
                    {r.flag && <Chip size="small" color={r.flag === 'lenient' ? 'warning' : 'info'} label={t(`reporting.raters.flags.${r.flag}`)} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
          <ReportPager count={data?.count} list={list} testId="report-raters-pager" />
        </>
      }
    />
  );
}
