import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResultPerson, ResultRound } from '@performa/contracts/api/results';
import type { PeriodOption } from '@performa/contracts/api/setup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { initials } from '../../../lib/initials.ts';
import { goalPerformancePath, performanceCardPath, skillPerformancePath, useScoreFormat } from './format.tsx';

/** The period of an employee page, kept in the URL (?period=); null: the server's default (current, else newest). */
export function usePeriodParam(): [number | null, (period: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const n = raw === null ? NaN : Number(raw);
  const period = Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
  return [
    period,
    (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', String(next));
        return updated;
      }),
  ];
}

/** A round's name, dates and release state. */
export function RoundHeading({ round, children }: { round: ResultRound; children?: ReactNode }) {
  const { t } = useTranslation();
  const { day } = useScoreFormat();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, columnGap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {round.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {day(round.start_date)} – {day(round.end_date)}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={round.released_at ? 'success' : 'default'}
        label={round.released_at ? t('performance.roundReleased') : t('performance.roundPending')}
      />
      {children}
    </Box>
  );
}

/**
 * The frame of an employee's results pages (/user-skill-performance, /user-goal-performance): title,
 * the period picker, links, the person, then the page; loading, "not found" and a failed read with Retry.
 * The read answers with the person, the period shown and the periods to choose from.
 */
export function EmployeePage({
  kind,
  employeeId,
  query,
  onPeriod,
  children,
}: {
  /** Which of the two pages: the other one and the card are linked for the period shown. */
  kind: 'goal' | 'skill';
  employeeId: number;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { employee: ResultPerson; period: PeriodOption | null; periods: readonly PeriodOption[] };
  };
  onPeriod: (period: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const employee = query.data?.employee;
  const period = query.data?.period;
  const periods = query.data?.periods ?? [];
  const other = kind === 'goal' ? 'skill' : 'goal';
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <ScreenTitle title={t(`performance.${kind}.title`)} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {period && (
            <>
              <Button
                component={RouterLink}
                to={(other === 'goal' ? goalPerformancePath : skillPerformancePath)(employeeId, period.id)}
                data-testid={`${kind}-${other}s-link`}
              >
                {t(`performance.${other}.title`)}
              </Button>
              <Button component={RouterLink} to={performanceCardPath(employeeId, period.id)} data-testid={`${kind}-card-link`}>
                {t('performance.card')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to="/performance-panel" startIcon={<ArrowBackIcon />} data-testid="performance-back">
            {t('performance.back')}
          </Button>
        </Box>
      </Box>
      {query.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {notFound && (
        <Alert severity="info" data-testid="performance-not-found">
          {t('performance.notFound')}
        </Alert>
      )}
      {query.isError && !notFound && <LoadFailed onRetry={() => void query.refetch()}>{t('performance.loadFailed')}</LoadFailed>}
      {employee && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
          data-testid="performance-person"
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            <Avatar src={employee.image ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'secondary.main' }}>
              {initials(employee.full_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', fontWeight: 700 }}>
                {employee.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[employee.employee_number, employee.position?.name, employee.department?.name].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
          <IdSelect
            size="small"
            label={t('performance.period')}
            value={period?.id ?? null}
            onChange={(id) => id !== null && onPeriod(id)}
            options={periods}
            testId="performance-employee-period"
            sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          />
        </Paper>
      )}
      {employee && !period && (
        <Alert severity="info" data-testid="performance-no-period">
          {t('performance.noPeriods')}
        </Alert>
      )}
      {children}
    </Box>
  );
}
