import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePeriodDeleteImpact } from '../api/get-period-delete-impact.ts';

/** At most this many round names are listed; the count says the rest. */
const LISTED = 6;
/** How many goal names the server gives at most. */
const GOAL_NAMES = 10;

const listed = (names: string[], total: number) => names.slice(0, LISTED).join(', ') + (total > LISTED ? ', …' : '');

/**
 * What deleting a period removes with it (docs/product.md §3.1): its rounds by name and dates, its
 * personal goals (how many, of how many employees, copies of positional goals among them, some names),
 * their sub goals, and the periodic competencies that lose the period.
 */
export function PeriodDeleteImpact({ periodId }: { periodId: number }) {
  const { t } = useTranslation();
  const impact = usePeriodDeleteImpact(periodId);
  if (impact.isPending) return <CircularProgress size={20} sx={{ mt: 2 }} aria-label={t('periods.impact.loading')} />;
  if (impact.isError)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t('periods.impact.loadFailed')}
      </Alert>
    );
  const data = impact.data;
  const lines = [
    data.rounds.length > 0 &&
      t('periods.impact.rounds', {
        count: data.rounds.length,
        names: listed(
          data.rounds.map((r) => `${r.name} (${r.start_date} – ${r.end_date})`),
          data.rounds.length,
        ),
      }),
    data.personal_goals > 0 &&
      t('periods.impact.goals', {
        count: data.personal_goals,
        employees: data.employees,
        // The server names at most GOAL_NAMES distinct goals.
        names: data.goal_names.join(', ') + (data.goal_names.length >= GOAL_NAMES ? ', …' : ''),
      }),
    data.from_positional_goals > 0 && t('periods.impact.positional', { count: data.from_positional_goals }),
    data.sub_goals > 0 && t('periods.impact.subGoals', { count: data.sub_goals }),
    data.periodic_competencies > 0 && t('periods.impact.competencies', { count: data.periodic_competencies }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Box sx={{ mt: 2 }} data-testid="period-delete-impact">
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('periods.impact.nothing')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 0.5, overflowWrap: 'anywhere' }}>
          {lines.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
