import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserPanel } from '@performa/contracts/api/employees';
import { roundHasEvaluations, type EmployeeResult, type RoundResult } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { scoreText } from '../../../lib/numbers.ts';
import { usePersonResults } from '../../../api/person-results.ts';
import { Loaded } from './panel-data.tsx';

type PeriodResult = EmployeeResult['periods'][number];

const cardPath = (employeeId: number, periodId: number) => `/performance-card/${employeeId}/${periodId}`;

/** A round's state as the card names it: no evaluations of the person, released on a day, or waiting for calibration. */
function RoundLine({ result }: { result: RoundResult }) {
  const { t, i18n } = useTranslation();
  const { round } = result;
  const evaluated = roundHasEvaluations(result);
  const state = !evaluated
    ? t('userPanel.results.notEvaluated')
    : round.released_at
      ? t('userPanel.results.released', { date: formatDay(round.released_at, i18n.language) })
      : t('userPanel.results.pending');
  const score = evaluated && round.visible ? t('userPanel.results.roundScore', { score: scoreText(result.score), grade: result.grade ?? '—' }) : null;
  return (
    <ListItem disableGutters sx={{ py: 0.25, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={`panel-result-round-${round.id}`}>
      <ListItemText primary={round.name} secondary={score} sx={{ m: 0, flex: '1 1 12rem', minWidth: 0 }} />
      <Chip size="small" variant="outlined" color={!evaluated ? 'default' : round.released_at ? 'success' : 'warning'} label={state} />
    </ListItem>
  );
}

/** One period: its score and grade as the caller may see them, its rounds, and the way to its performance card. */
function PeriodCard({ employeeId, result }: { employeeId: number; result: PeriodResult }) {
  const { t, i18n } = useTranslation();
  const { period } = result;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`panel-result-${period.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {period.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${formatDay(period.start_date, i18n.language)} – ${formatDay(period.end_date, i18n.language)}`}
        </Typography>
      </Box>
      <Typography variant="body2" data-testid={`panel-result-${period.id}-score`}>
        {result.period_score === null
          ? t('userPanel.results.noPeriodScore')
          : t('userPanel.results.periodScore', { score: scoreText(result.period_score), grade: result.period_grade ?? '—' })}
      </Typography>
      {result.rounds.length > 0 && (
        <List dense disablePadding aria-label={t('userPanel.results.roundsOf', { name: period.name })}>
          {result.rounds.map((round) => (
            <RoundLine key={round.round.id} result={round} />
          ))}
        </List>
      )}
      <Box>
        <Button
          component={Link}
          to={cardPath(employeeId, period.id)}
          variant="contained"
          size="small"
          endIcon={<ArrowForward />}
          data-testid={`panel-result-${period.id}-card`}
        >
          {t('userPanel.results.openCard')}
        </Button>
      </Box>
    </Paper>
  );
}

/** The direct reports whose cards the caller may open (a manager's team on their own panel), for a chosen period. */
function TeamCards({ team, periods }: { team: UserPanel['team']; periods: PeriodResult['period'][] }) {
  const { t } = useTranslation();
  const members = team.filter((member) => member.results);
  const [periodId, setPeriodId] = useState<number | null>(periods.find((p) => p.state === 'current')?.id ?? periods[0]?.id ?? null);
  if (members.length === 0 || periodId === null) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="panel-team-results">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id="panel-team-results-title">
          {t('userPanel.results.teamTitle')}
        </Typography>
        <IdSelect
          label={t('userPanel.results.period')}
          value={periodId}
          onChange={(id) => id !== null && setPeriodId(id)}
          options={periods}
          size="small"
          testId="panel-team-results-period"
          sx={{ minWidth: 200 }}
        />
      </Box>
      <List aria-labelledby="panel-team-results-title" disablePadding>
        {members.map((member) => (
          <ListItem key={member.employee_id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={member.full_name}
              secondary={member.position?.name ?? t('userPanel.team.noPosition')}
              sx={{ m: 0, flex: '1 1 12rem', minWidth: 0 }}
            />
            <Button component={Link} to={cardPath(member.employee_id, periodId)} size="small" data-testid={`panel-team-card-${member.employee_id}`}>
              {t('userPanel.results.openCardOf', { name: member.full_name })}
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The results tab (docs/product.md §7.4): the person's results of every period, newest first, each
 * with the way to its performance card; on a manager's own panel also their direct reports' cards.
 * Scores show as the caller may see them (released, or before calibration where the project says so).
 */
export function ResultsTab({ employeeId, team }: { employeeId: number; team: UserPanel['team'] }) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = usePersonResults(employeeId);
  return (
    <Loaded data={data} error={error} isFetching={isFetching} refetch={refetch} testId="panel-results-error">
      {(results) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {results.periods.length === 0 ? (
            <Typography color="text.secondary" data-testid="panel-results-none">
              {t('userPanel.results.none')}
            </Typography>
          ) : (
            results.periods.map((result) => <PeriodCard key={result.period.id} employeeId={employeeId} result={result} />)
          )}
          <TeamCards team={team} periods={results.periods.map((p) => p.period)} />
        </Box>
      )}
    </Loaded>
  );
}
