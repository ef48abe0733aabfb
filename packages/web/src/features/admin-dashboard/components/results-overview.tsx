import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { numberText, percentText, scoreText } from '../../../lib/numbers.ts';
import { DashboardFigure } from './figure.tsx';
import { barsHeight, COLUMNS_HEIGHT } from '../../../components/charts/sizes.ts';
import { GradeChart, MeanChart, TrendChart } from '../../../components/charts/lazy-charts.ts';

/** The round's scores that count over the grades of the final score scale, against the target shares of calibration (§5.7). */
export function Distribution({ distribution }: { distribution: AdminDashboard['distribution'] }) {
  const { t } = useTranslation();
  const title = t('adminDashboard.distribution.title');
  const caption = t('adminDashboard.distribution.chart');
  const share = t('adminDashboard.distribution.share');
  const target = t('adminDashboard.distribution.target');
  const grades = distribution.grades;
  return (
    <SectionPanel title={title} level="h2" testId="dashboard-distribution">
      <Typography variant="body2" color="text.secondary" data-testid="dashboard-distribution-total">
        {t('adminDashboard.distribution.total', { count: distribution.total })}
      </Typography>
      <DashboardFigure
        title={caption}
        height={COLUMNS_HEIGHT}
        minWidth={Math.max(300, grades.length * 150)}
        testId="dashboard-grades"
        chart={
          <GradeChart grades={grades.map((g) => ({ name: g.response, share: g.share, target: g.target_share }))} shareLabel={share} targetLabel={target} />
        }
        table={
          <ScrollTable label={caption} minWidth={480}>
            <Table size="small" data-testid="dashboard-grades-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminDashboard.distribution.grade')}</TableCell>
                  <TableCell>{t('adminDashboard.distribution.range')}</TableCell>
                  <TableCell align="right">{t('adminDashboard.distribution.people')}</TableCell>
                  <TableCell align="right">{share}</TableCell>
                  <TableCell align="right">{target}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {grades.map((g) => (
                  <TableRow key={g.range_id} data-testid={`dashboard-grade-${g.range_id}`}>
                    <TableCell sx={{ fontWeight: 600 }}>{g.response}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {numberText(g.min)} – {numberText(g.max)}
                    </TableCell>
                    <TableCell align="right">{g.count}</TableCell>
                    <TableCell align="right">{percentText(g.share)}</TableCell>
                    <TableCell align="right">{percentText(g.target_share)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        }
      />
    </SectionPanel>
  );
}

/** A mean per group with how many people (`<testId>-table`, a row `<testId>-<key>`, its mean `<testId>-<key>-score`): a mean chart's table. */
function MeanTable(props: {
  label: string;
  first: string;
  mean: string;
  rows: ReadonlyArray<{ key: number; name: string; count: number; mean: number | null }>;
  testId: string;
}) {
  const { t } = useTranslation();
  const { label, first, mean, rows, testId } = props;
  return (
    <ScrollTable label={label} minWidth={360}>
      <Table size="small" data-testid={`${testId}-table`}>
        <TableHead>
          <TableRow>
            <TableCell>{first}</TableCell>
            <TableCell align="right">{t('adminDashboard.distribution.people')}</TableCell>
            <TableCell align="right">{mean}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`${testId}-${row.key}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right" data-testid={`${testId}-${row.key}-score`}>
                {scoreText(row.mean)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** The mean score that counts per top-level department (with everything below it), with how many people. */
export function DepartmentMeans({ rows }: { rows: AdminDashboard['department_means'] }) {
  const { t } = useTranslation();
  const title = t('adminDashboard.means.title');
  const mean = t('adminDashboard.means.mean');
  const named = rows.map((row) => ({ key: row.department?.id ?? 0, name: row.department?.name ?? t('adminDashboard.noDepartment'), ...row }));
  return (
    <SectionPanel title={title} level="h2" testId="dashboard-means">
      <DashboardFigure
        title={t('adminDashboard.means.chart')}
        height={barsHeight(named.length)}
        minWidth={300}
        testId="dashboard-means-figure"
        chart={<MeanChart rows={named} label={mean} />}
        table={<MeanTable label={title} first={t('adminDashboard.department')} mean={mean} rows={named} testId="dashboard-means" />}
      />
    </SectionPanel>
  );
}

/** The project's mean period score per period, oldest first: a line and its table. */
export function Trend({ points }: { points: AdminDashboard['trend'] }) {
  const { t } = useTranslation();
  const title = t('adminDashboard.trend.title');
  const mean = t('adminDashboard.means.mean');
  return (
    <SectionPanel title={title} level="h2" testId="dashboard-trend">
      <DashboardFigure
        title={t('adminDashboard.trend.chart')}
        height={COLUMNS_HEIGHT}
        minWidth={Math.max(300, points.length * 80)}
        testId="dashboard-trend-figure"
        chart={<TrendChart points={points.map((p) => ({ name: p.period.name, mean: p.mean }))} label={mean} />}
        table={
          <MeanTable
            label={title}
            first={t('adminDashboard.trend.period')}
            mean={mean}
            rows={points.map((p) => ({ key: p.period.id, name: p.period.name, count: p.count, mean: p.mean }))}
            testId="dashboard-trend"
          />
        }
      />
    </SectionPanel>
  );
}
