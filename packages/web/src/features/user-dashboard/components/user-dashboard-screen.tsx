import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useMyDashboard } from '../api/get-my-dashboard.ts';
import { CompetenciesSection } from './competencies-section.tsx';
import { daysLeftColour, useDaysLeftText } from './days-left.ts';
import { DepartmentTopSection } from './department-top-section.tsx';
import { GoalsSection } from './goals-section.tsx';
import { ResultsSection } from './results-section.tsx';
import { TeamSection } from './team-section.tsx';
import { ToDoSection } from './to-do-section.tsx';

/** The current round and its days left, or that none is running. */
function CurrentRound({ round }: { round: MyDashboard['round'] }) {
  const { t } = useTranslation();
  const daysLeft = useDaysLeftText();
  if (round === null)
    return (
      <Typography color="text.secondary" data-testid="dashboard-round">
        {t('userDashboard.round.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="dashboard-round">
      <Typography>{t('userDashboard.round.current', { period: round.period.name, round: round.name })}</Typography>
      <Chip size="small" variant="outlined" color={daysLeftColour(round.days_left)} label={daysLeft(round.days_left)} data-testid="dashboard-round-days" />
    </Box>
  );
}

/** The dashboard of a person with an employee record: every section the answer has. */
function Dashboard({ dashboard, employeeId }: { dashboard: MyDashboard; employeeId: number }) {
  return (
    <>
      <CurrentRound round={dashboard.round} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ToDoSection evaluations={dashboard.to_do} />
        <GoalsSection goals={dashboard.goals} round={dashboard.round} />
      </Box>
      <ResultsSection employeeId={employeeId} />
      <CompetenciesSection competencies={dashboard.competencies} />
      {dashboard.team.length > 0 && <TeamSection team={dashboard.team} />}
      {dashboard.department_top !== null && <DepartmentTopSection rows={dashboard.department_top} tied={dashboard.department_top_tied} me={employeeId} />}
    </>
  );
}

/**
 * `/` for a user (docs/product.md §7.9, the user dashboard): their evaluations to do, their goals of the current
 * round, their released results and competencies, a manager's team, and their department's top 10 where the
 * project shows it. Someone who is no employee of the selected project is told so, not shown errors.
 */
export function UserDashboardScreen() {
  const { t } = useTranslation();
  const dashboard = useMyDashboard();
  return (
    <Box data-testid="user-dashboard" sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <ScreenTitle title={t('pages.userDashboard')} />
      {dashboard.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : dashboard.isError ? (
        <LoadFailed onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} testId="dashboard-load-failed">
          {t('userDashboard.loadFailed')}
        </LoadFailed>
      ) : dashboard.data.employee === null ? (
        <Alert severity="info" data-testid="dashboard-no-employee">
          <AlertTitle>{t('userDashboard.noEmployee.title')}</AlertTitle>
          {t('userDashboard.noEmployee.text')}
        </Alert>
      ) : (
        <Dashboard dashboard={dashboard.data} employeeId={dashboard.data.employee.id} />
      )}
    </Box>
  );
}
