import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { numberText, percentText } from '../../../lib/numbers.ts';

type Goal = MyDashboard['goals'][number];

/** A numerical goal's progress: the percent reached as text, and a bar that stops at 100 (the text does not). */
function Progress({ goal, progress }: { goal: Goal; progress: number }) {
  const { t } = useTranslation();
  const text = t('userDashboard.goals.progress', { value: percentText(progress) });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(progress, 100))}
        color={progress >= 100 ? 'success' : 'primary'}
        aria-label={t('userDashboard.goals.progressOf', { name: goal.name })}
        aria-valuetext={text}
        sx={{ flex: '1 1 8rem', height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" data-testid={`dashboard-goal-${goal.id}-progress`}>
        {text}
      </Typography>
    </Box>
  );
}

/** One goal: name and weight; a numerical goal's target, actual, direction and progress; a rated goal says so. */
function GoalLine({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const direction = goal.is_positive ? t('userDashboard.goals.higherIsBetter') : t('userDashboard.goals.lowerIsBetter');
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.75 }}
      data-testid={`dashboard-goal-${goal.id}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{goal.name}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`dashboard-goal-${goal.id}-weight`}>
          {t('userDashboard.goals.weight', { weight: percentText(goal.weight) })}
        </Typography>
      </Box>
      {goal.is_numerical ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid={`dashboard-goal-${goal.id}-values`}>
            {`${t('userDashboard.goals.targetActual', { target: numberText(goal.target), actual: numberText(goal.actual) })} · ${direction}`}
          </Typography>
          {goal.progress === null ? (
            <Typography variant="body2" color="text.secondary" data-testid={`dashboard-goal-${goal.id}-progress`}>
              {t('userDashboard.goals.noActual')}
            </Typography>
          ) : (
            <Progress goal={goal} progress={goal.progress} />
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('userDashboard.goals.scaleRated')}
        </Typography>
      )}
    </ListItem>
  );
}

/** The person's goals of the current round with their progress (docs/product.md §7.9). */
export function GoalsSection({ goals, round }: { goals: MyDashboard['goals']; round: MyDashboard['round'] }) {
  const { t } = useTranslation();
  return (
    <SectionPanel title={t('userDashboard.goals.title')} level="h2" testId="dashboard-goals">
      {round === null ? (
        <Typography color="text.secondary">{t('userDashboard.goals.noRound')}</Typography>
      ) : goals.length === 0 ? (
        <Typography color="text.secondary" data-testid="dashboard-goals-empty">
          {t('userDashboard.goals.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-label={t('userDashboard.goals.title')}>
          {goals.map((goal) => (
            <GoalLine key={goal.id} goal={goal} />
          ))}
        </List>
      )}
    </SectionPanel>
  );
}
