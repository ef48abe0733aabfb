import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { roundHasEvaluations, type EmployeeResult, type RoundResult } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePersonResults } from '../../../api/person-results.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { scoreText } from '../../../lib/numbers.ts';
import { useSession } from '../../../lib/session.ts';
import { ResultsChart } from './results-chart.tsx';
import { evaluatedPeriods, trendOf } from './results-trend.ts';

type PeriodResult = EmployeeResult['periods'][number];

/** A round's score as the reader may see it: no evaluations, not released yet (§5.6), or the score. */
function RoundRow({ result }: { result: RoundResult }) {
  const { t } = useTranslation();
  const evaluated = roundHasEvaluations(result);
  const shown = evaluated && result.round.visible;
  return (
    <TableRow data-testid={`dashboard-result-round-${result.round.id}`}>
      <TableCell component="th" scope="row" sx={{ pl: 4 }}>
        {result.round.name}
      </TableCell>
      <TableCell align="right">
        {!evaluated ? t('userDashboard.results.notEvaluated') : shown ? scoreText(result.score) : t('userDashboard.results.notReleased')}
      </TableCell>
      <TableCell>{shown ? (result.grade ?? '—') : '—'}</TableCell>
    </TableRow>
  );
}

/** A period: its name linking to the performance card, its score and grade, then its rounds. */
function PeriodRows({ employeeId, result }: { employeeId: number; result: PeriodResult }) {
  const { t } = useTranslation();
  const { period } = result;
  const pending = result.period_score === null && result.rounds.some((r) => roundHasEvaluations(r) && !r.round.visible);
  return (
    <>
      <TableRow data-testid={`dashboard-result-period-${period.id}`} sx={{ bgcolor: 'action.hover' }}>
        <TableCell component="th" scope="row">
          <MuiLink
            component={Link}
            to={`/performance-card/${employeeId}/${period.id}`}
            aria-label={t('userDashboard.results.openCard', { period: period.name })}
            sx={{ fontWeight: 700 }}
            data-testid={`dashboard-result-card-${period.id}`}
          >
            {period.name}
          </MuiLink>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('userDashboard.results.wholePeriod')}
          </Typography>
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          {pending ? t('userDashboard.results.notReleased') : scoreText(result.period_score)}
        </TableCell>
        <TableCell sx={{ fontWeight: 700 }}>{result.period_grade ?? '—'}</TableCell>
      </TableRow>
      {result.rounds.map((round) => (
        <RoundRow key={round.round.id} result={round} />
      ))}
    </>
  );
}

/** The results as a table, newest period first: the chart's text alternative and the way to each card. */
function ResultsTable({ employeeId, periods }: { employeeId: number; periods: readonly PeriodResult[] }) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={t('userDashboard.results.table')} minWidth={360} testId="dashboard-results-table">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('userDashboard.results.what')}</TableCell>
            <TableCell align="right">{t('userDashboard.results.score')}</TableCell>
            <TableCell>{t('userDashboard.results.grade')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((result) => (
            <PeriodRows key={result.period.id} employeeId={employeeId} result={result} />
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/**
 * The person's released results (docs/product.md §7.9, §5.6): the score of each round and period they may see
 * as a trend line over time, the same as a table, each period linking to its performance card; "My results"
 * opens the user panel's Results tab (as the sidebar's My results does, §7.3). Reads main/employee-result/, as
 * that tab does.
 */
export function ResultsSection({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const accountId = useSession((s) => s.user.id);
  const results = usePersonResults(employeeId);
  const periods = results.data ? evaluatedPeriods(results.data) : [];
  const points = trendOf(periods);
  return (
    <SectionPanel
      title={t('userDashboard.results.title')}
      level="h2"
      testId="dashboard-results"
      actions={
        <Button component={Link} to={`/user-panel/${accountId}?tab=results`} size="small" data-testid="dashboard-my-results">
          {t('userDashboard.results.myResults')}
        </Button>
      }
    >
      {results.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : results.isError ? (
        <LoadFailed onRetry={() => void results.refetch()} retrying={results.isFetching} testId="dashboard-results-error">
          {t('userDashboard.results.loadFailed')}
        </LoadFailed>
      ) : periods.length === 0 ? (
        <Typography color="text.secondary" data-testid="dashboard-results-none">
          {t('userDashboard.results.none')}
        </Typography>
      ) : (
        <>
          {points.length > 0 && <ResultsChart points={points} />}
          <ResultsTable employeeId={employeeId} periods={periods} />
        </>
      )}
    </SectionPanel>
  );
}
