import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CompetencyReport as Report } from '@performa/contracts/api/reports';
import { useTranslation } from 'react-i18next';
import { scoreText, signedText } from '../../../lib/numbers.ts';
import { downloadReport, useReport } from '../api/reports.ts';
import { filterQuery, useDepartmentReportParams } from '../hooks/use-report-params.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportFrame } from './report-frame.tsx';
import { NumberCell, ReportTable } from './report-parts.tsx';

type Cell = Report['total']['cells'][number];

/** How far a gap to the norm colours a cell: from this much below (red) to this much above (green). */
const GAP_SPAN = 20;

/** A cell's colour: its gap to the norm from below (red) through on the norm (yellow) to above (green); without a norm, its score from 0 to 100. */
export function heatColour(cell: Cell): string | undefined {
  if (cell.score === null) return undefined;
  const position = cell.gap !== null ? (Math.max(-GAP_SPAN, Math.min(GAP_SPAN, cell.gap)) + GAP_SPAN) / (2 * GAP_SPAN) : cell.score / 100;
  return `hsl(${Math.round(position * 120)}, 65%, 82%)`;
}

/** The heat map itself: departments × competencies, each cell's mean score coloured by its gap to the norm; blank below the anonymity minimum. */
function HeatMap({
  rows,
  competencies,
  hiddenLabel,
}: {
  rows: ReadonlyArray<{ key: string; name: string; cells: Cell[] }>;
  competencies: Report['competencies'];
  hiddenLabel: string;
}) {
  return (
    <Table
      size="small"
      aria-hidden
      sx={{ minWidth: 200 + competencies.length * 90, '& td, & th': { border: '1px solid', borderColor: 'background.paper', px: 1 } }}
    >
      <TableHead>
        <TableRow>
          <TableCell />
          {competencies.map((c) => (
            <TableCell key={c.id} align="center" sx={{ fontSize: 12, fontWeight: 600, verticalAlign: 'bottom' }}>
              {c.name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell sx={{ fontWeight: 600, fontSize: 12 }}>{row.name}</TableCell>
            {row.cells.map((cell) => (
              <TableCell
                key={cell.skill_id}
                align="center"
                title={cell.hidden ? hiddenLabel : undefined}
                sx={{ bgcolor: heatColour(cell) ?? 'grey.100', fontSize: 12, whiteSpace: 'nowrap' }}
              >
                {cell.score === null ? '' : scoreText(cell.score)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Report: the competency heat map, departments × competencies, the mean score against the norm (docs/product.md §7.10). */
export function CompetencyReport() {
  const { t } = useTranslation();
  const list = useDepartmentReportParams();
  const query = filterQuery(list.params);
  const report = useReport('competencies', query);
  const data = report.data;
  const rows = data
    ? [
        ...data.departments.map((d) => ({
          key: String(d.department?.id ?? 'none'),
          name: d.department?.name ?? t('reporting.noDepartment'),
          people: d.people,
          cells: d.cells,
        })),
        { key: 'all', name: t('reporting.distribution.all'), people: data.total.people, cells: data.total.cells },
      ]
    : [];
  const competencies = data?.competencies ?? [];
  const hidden = t('reporting.competencies.hidden', { count: data?.min_people ?? 0 });
  return (
    <ReportFrame
      name="competencies"
      title={t('reporting.competencies.title')}
      intro={t('reporting.competencies.intro', { count: data?.min_people ?? 0 })}
      filters={<ReportFilters list={list} grades={data?.scope.grades ?? []} />}
      loading={report.isPending}
      error={report.error}
      empty={!data ? null : data.scope.period === null ? t('reporting.noPeriod') : competencies.length === 0 ? t('reporting.noScores') : null}
      download={(format) => downloadReport('competencies', query, format)}
      chartTitle={t('reporting.competencies.chart')}
      chartHeight={80 + rows.length * 36}
      chart={<HeatMap rows={rows} competencies={competencies} hiddenLabel={hidden} />}
      table={
        <ReportTable label={t('reporting.competencies.table')} minWidth={360 + competencies.length * 150} testId="report-competencies-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('reporting.columns.department')}</TableCell>
              <NumberCell>{t('reporting.columns.people')}</NumberCell>
              {competencies.map((c) => (
                <TableCell key={c.id} align="right">
                  {c.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`report-competencies-row-${row.key}`}>
                <TableCell sx={{ fontWeight: row.key === 'all' ? 700 : 600 }}>{row.name}</TableCell>
                <NumberCell>{row.people}</NumberCell>
                {row.cells.map((cell) => (
                  <NumberCell key={cell.skill_id} testId={`report-competencies-cell-${row.key}-${cell.skill_id}`}>
                    {cell.hidden ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {hidden}
                      </Box>
                    ) : cell.score === null ? (
                      '—'
                    ) : (
                      t('reporting.competencies.cell', { score: scoreText(cell.score), norm: scoreText(cell.norm), gap: signedText(cell.gap) })
                    )}
                  </NumberCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      }
    />
  );
}
