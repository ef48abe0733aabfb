import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDashboard, DashboardRound } from '@performa/contracts/api/dashboards';
import type { EvaluationProgress } from '@performa/contracts/api/evaluations';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ProgressLine, percentOf } from '../../../components/ui/progress-line.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { DashboardFigure } from './figure.tsx';
import { barsHeight } from '../../../components/charts/sizes.ts';
import { pendingEvaluationsPath } from './format.ts';
import { ProgressChart } from '../../../components/charts/lazy-charts.ts';
import type { ProgressBar } from '../../../components/charts/charts.tsx';

/** "Remind everyone" of a round, handed in by the page (the evaluations feature's reminder actions). */
export type RemindAction = ComponentType<{ round: number; roundName: string }>;

/** The days left of a round in words: "5 days left", "Ends today", "Ended 3 days ago" (plural forms per language). */
export function useDaysLeftText() {
  const { t } = useTranslation();
  return (days: number) =>
    days > 0
      ? t('adminDashboard.glance.daysLeft', { count: days })
      : days === 0
        ? t('adminDashboard.glance.endsToday')
        : t('adminDashboard.glance.endedAgo', { count: -days });
}

/** Done of total per party or per department: a chart of stacked bars with the same figures as a table. */
function ProgressFigure({ title, rows, testId }: { title: string; rows: ReadonlyArray<ProgressBar & { key: string }>; testId: string }) {
  const { t } = useTranslation();
  const done = t('adminDashboard.glance.completed');
  return (
    <DashboardFigure
      title={title}
      height={barsHeight(rows.length)}
      minWidth={300}
      testId={testId}
      chart={<ProgressChart rows={rows} doneLabel={done} leftLabel={t('adminDashboard.glance.left')} />}
      table={
        <ScrollTable label={title} minWidth={320}>
          <Table size="small" data-testid={`${testId}-table`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminDashboard.glance.name')}</TableCell>
                <TableCell align="right">{done}</TableCell>
                <TableCell align="right">{t('adminDashboard.glance.total')}</TableCell>
                <TableCell align="right">{t('adminDashboard.glance.percent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-testid={`${testId}-${row.key}`}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{row.done}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                  <TableCell align="right">{percentOf(row.done, row.total)} %</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      }
    />
  );
}

/** The evaluators with most activated evaluations still to complete, each linking to their list. */
function PendingEvaluators({ rows, period, round }: { rows: AdminDashboard['pending_evaluators']; period: number; round: number }) {
  const { t } = useTranslation();
  const title = t('adminDashboard.glance.pendingTitle');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="dashboard-pending-none">
          {t('adminDashboard.glance.pendingNone')}
        </Typography>
      ) : (
        <ScrollTable label={title} minWidth={480}>
          <Table size="small" data-testid="dashboard-pending">
            <TableHead>
              <TableRow>
                <TableCell>{t('adminDashboard.glance.evaluator')}</TableCell>
                <TableCell>{t('adminDashboard.department')}</TableCell>
                <TableCell align="right">{t('adminDashboard.glance.pending')}</TableCell>
                <TableCell align="right">{t('adminDashboard.glance.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ evaluator, pending, total }) => (
                <TableRow key={evaluator.id} data-testid={`dashboard-pending-${evaluator.id}`}>
                  <TableCell sx={{ minWidth: '12rem' }}>
                    <PersonCell person={evaluator} to={pendingEvaluationsPath(period, round, evaluator.id)} testId={`dashboard-pending-link-${evaluator.id}`} />
                  </TableCell>
                  <TableCell>{evaluator.department?.name ?? t('adminDashboard.noDepartment')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {pending}
                  </TableCell>
                  <TableCell align="right">{total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
}

/** The round's name, dates and days left. */
function RoundLine({ round }: { round: DashboardRound }) {
  const { i18n } = useTranslation();
  const daysLeft = useDaysLeftText();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {round.period.name} · {round.name}
      </Typography>
      <Typography color="text.secondary">
        {formatDay(round.start_date, i18n.language)} – {formatDay(round.end_date, i18n.language)}
      </Typography>
      <Chip
        size="small"
        label={daysLeft(round.days_left)}
        color={round.days_left < 0 ? 'default' : round.days_left <= 3 ? 'warning' : 'primary'}
        variant={round.days_left < 0 ? 'outlined' : 'filled'}
        data-testid="dashboard-days-left"
      />
    </Box>
  );
}

/**
 * The round at a glance (docs/product.md §7.9): evaluations completed of total, per party and per department,
 * the days left, the evaluators with most to do, and one action that reminds everyone with something to do.
 */
export function RoundGlance({
  round,
  progress,
  pending,
  period,
  remindAction: Remind,
}: {
  round: DashboardRound;
  progress: EvaluationProgress;
  pending: AdminDashboard['pending_evaluators'];
  period: number;
  remindAction: RemindAction;
}) {
  const { t } = useTranslation();
  const parties = progress.by_party
    .filter((p) => p.total > 0)
    .map((p) => ({ key: p.party, name: t(`weights.parties.${p.party}`), done: p.completed, total: p.total }));
  const departments = progress.by_department.map((d) => ({
    key: String(d.department?.id ?? 0),
    name: d.department?.name ?? t('adminDashboard.noDepartment'),
    done: d.completed,
    total: d.total,
  }));
  return (
    <SectionPanel
      title={t('adminDashboard.glance.title')}
      level="h2"
      testId="dashboard-round"
      actions={
        pending.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Remind round={round.id} roundName={round.name} />
          </Box>
        )
      }
    >
      <RoundLine round={round} />
      <ProgressLine
        label={t('adminDashboard.glance.overall')}
        done={progress.completed}
        total={progress.total}
        countText={t('adminDashboard.countOf', { done: progress.completed, total: progress.total, percent: percentOf(progress.completed, progress.total) })}
        testId="dashboard-progress"
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {parties.length > 0 && <ProgressFigure title={t('adminDashboard.glance.byParty')} rows={parties} testId="dashboard-by-party" />}
        {departments.length > 0 && <ProgressFigure title={t('adminDashboard.glance.byDepartment')} rows={departments} testId="dashboard-by-department" />}
      </Box>
      <PendingEvaluators rows={pending} period={period} round={round.id} />
    </SectionPanel>
  );
}
