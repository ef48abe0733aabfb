import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { AdminDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { useDashboardParams } from '../hooks/use-dashboard-params.ts';
import { GoalSetting } from './goal-setting.tsx';
import { NextStepPanel } from './next-step.tsx';
import { ProjectDetailsPanel } from './project-details.tsx';
import { DepartmentMeans, Distribution, Trend } from './results-overview.tsx';
import { RoundGlance, type RemindAction } from './round-glance.tsx';
import { TopTen } from './top-ten.tsx';

/** The period and round pickers, from the dashboard's answer (its periods, the chosen period's rounds). */
function RoundPickers({ dashboard, onPeriod, onRound }: { dashboard: AdminDashboard; onPeriod: (id: number) => void; onRound: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  if (dashboard.periods.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <IdSelect
        size="small"
        label={t('adminDashboard.period')}
        value={dashboard.period?.id ?? null}
        onChange={(id) => id !== null && onPeriod(id)}
        options={dashboard.periods}
        testId="dashboard-period"
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      />
      {dashboard.rounds.length > 0 && (
        <IdSelect
          size="small"
          label={t('adminDashboard.round')}
          value={dashboard.round?.id ?? null}
          onChange={(id) => id !== null && onRound(id)}
          options={dashboard.rounds.map((r) => ({
            id: r.id,
            name: `${r.name} (${formatDay(r.start_date, i18n.language)} – ${formatDay(r.end_date, i18n.language)})`,
          }))}
          testId="dashboard-round-picker"
          sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
      )}
    </Box>
  );
}

/** Spans both columns of the dashboard's grid. */
const wide = { gridColumn: '1 / -1', minWidth: 0 };

/**
 * `/` for admins and super admins (docs/product.md §7.9): a round of the selected project at a glance, goal
 * setting, top 10 and bottom 10, the distribution over the grades, department means, the trend per period and
 * the project's counts. The period and round (and the top 10's ranking and filters) are kept in the URL. A
 * young project gets no empty charts: the dashboard says what to do next and links there; each part shows
 * once it has something to show.
 */
export function AdminDashboardScreen({ remindAction }: { remindAction: RemindAction }) {
  const { t } = useTranslation();
  const { params, setPeriod, setRound, setRanking, setFilters } = useDashboardParams();
  const query = useAdminDashboard({ period: params.period, frequency_id: params.round });
  const dashboard = query.data;
  const period = dashboard?.period?.id ?? null;
  const round = dashboard?.round ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }} data-testid="admin-dashboard">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ScreenTitle title={t('pages.adminDashboard')} />
        {dashboard && <RoundPickers dashboard={dashboard} onPeriod={setPeriod} onRound={(id) => setRound(period, id)} />}
      </Box>
      {/* Another round is on its way: the last one stays until it comes. */}
      {query.isPlaceholderData && <LinearProgress aria-label={t('common.loading')} />}
      {query.isError && !dashboard ? (
        <LoadFailed onRetry={() => void query.refetch()}>
          {t('adminDashboard.loadFailed')} {errorMessage(query.error, 'errors.fetchFailed')}
        </LoadFailed>
      ) : !dashboard ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <>
          {dashboard.next_step && <NextStepPanel step={dashboard.next_step} period={period} round={round?.id ?? null} />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {round && period !== null && dashboard.progress && dashboard.progress.total > 0 && (
              <Box sx={wide}>
                <RoundGlance round={round} progress={dashboard.progress} pending={dashboard.pending_evaluators} period={period} remindAction={remindAction} />
              </Box>
            )}
            {dashboard.goal_setting && dashboard.goal_setting.employees > 0 && (
              <Box sx={{ minWidth: 0 }}>
                <GoalSetting counts={dashboard.goal_setting} period={period} />
              </Box>
            )}
            {dashboard.distribution.total > 0 && (
              <Box sx={{ minWidth: 0 }}>
                <Distribution distribution={dashboard.distribution} />
              </Box>
            )}
            {round && period !== null && dashboard.next_step === null && (
              <Box sx={wide}>
                <TopTen round={round.id} period={period} params={params} onRanking={setRanking} onFilters={setFilters} />
              </Box>
            )}
            {dashboard.department_means.some((row) => row.count > 0) && (
              <Box sx={{ minWidth: 0 }}>
                <DepartmentMeans rows={dashboard.department_means.filter((row) => row.count > 0)} />
              </Box>
            )}
            {dashboard.trend.some((point) => point.mean !== null) && (
              <Box sx={{ minWidth: 0 }}>
                <Trend points={dashboard.trend} />
              </Box>
            )}
            <Box sx={wide}>
              <ProjectDetailsPanel />
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
