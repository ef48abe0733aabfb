import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyEvaluation } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { initials } from '../../../lib/initials.ts';
import { useMyEvaluations } from '../api/get-my-evaluations.ts';
import { formatDay } from '../../../lib/dates.ts';
import { groupByRound, statusOf, type EvaluationStatus, type RoundGroup } from './group-by-round.ts';
import { useCountdown } from './use-countdown.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';

const STATUS_COLOR: Record<EvaluationStatus, 'success' | 'default' | 'primary' | 'warning'> = {
  completed: 'success',
  locked: 'default',
  started: 'primary',
  notStarted: 'warning',
};

/** /evaluate: the caller's evaluations to do and done, grouped by round, with the round's countdown (docs/product.md §5.5, §7.4). */
export function MyEvaluationsScreen() {
  const { t } = useTranslation();
  const evaluations = useMyEvaluations();
  return (
    <Box data-testid="my-evaluations">
      <ScreenTitle title={t('pages.evaluate')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('evaluate.list.intro')}
      </Typography>
      {evaluations.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : evaluations.isError ? (
        <LoadFailed onRetry={() => void evaluations.refetch()}>{t('evaluate.list.loadFailed')}</LoadFailed>
      ) : evaluations.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" data-testid="my-evaluations-empty">
            {t('evaluate.list.empty')}
          </Typography>
        </Paper>
      ) : (
        groupByRound(evaluations.data).map((group) => <RoundSection key={group.round.id} group={group} />)
      )}
    </Box>
  );
}

function RoundSection({ group }: { group: RoundGroup }) {
  const { t, i18n } = useTranslation();
  const countdown = useCountdown()(group.round.end_date);
  const finished = group.completed === group.evaluations.length;
  return (
    <Box component="section" aria-labelledby={`round-${group.round.id}`} sx={{ mb: 4 }} data-testid={`round-${group.round.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, mb: 1.5 }}>
        <Typography variant="h5" component="h2" id={`round-${group.round.id}`}>
          {group.round.name} · {group.round.period.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('evaluate.deadline', { date: formatDay(group.round.end_date, i18n.language) })}
        </Typography>
        {!finished && (
          <Chip
            size="small"
            variant="outlined"
            color={countdown.days < 0 ? 'default' : countdown.urgent ? 'error' : 'primary'}
            label={countdown.text}
            data-testid={`round-countdown-${group.round.id}`}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid={`round-progress-${group.round.id}`}>
          {t('evaluate.list.progress', { completed: group.completed, total: group.evaluations.length })}
        </Typography>
      </Box>
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.evaluations.map((evaluation, index) => (
          <EvaluationRow key={evaluation.id} evaluation={evaluation} divider={index > 0} />
        ))}
      </Paper>
    </Box>
  );
}

function EvaluationRow({ evaluation, divider }: { evaluation: MyEvaluation; divider: boolean }) {
  const { t } = useTranslation();
  const { evaluatee } = evaluation;
  const status = statusOf(evaluation);
  const action = status === 'completed' || status === 'locked' ? 'view' : status === 'started' ? 'continue' : 'start';
  const actionText = t(`evaluate.list.${action}`);
  const kind = t(`evaluate.kind.${evaluation.kind}`);
  const place = [evaluatee.position?.name, evaluatee.department?.name].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      data-testid={`my-evaluation-${evaluation.id}`}
      data-status={status}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderTop: divider ? 1 : 0, borderColor: 'divider' }}
    >
      <Avatar src={evaluatee.image ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
        {initials(evaluatee.full_name)}
      </Avatar>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{evaluatee.full_name}</Typography>
        {place && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {place}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" label={kind} variant="outlined" />
        <Chip size="small" label={t('evaluate.as', { party: t(`evaluate.party.${evaluation.party}`) })} variant="outlined" />
        <Chip size="small" label={t(`evaluate.list.status.${status}`)} color={STATUS_COLOR[status]} data-testid={`my-evaluation-status-${evaluation.id}`} />
      </Box>
      <Button
        component={Link}
        to={`/evaluate/${evaluation.kind}/${evaluation.id}`}
        variant={action === 'view' ? 'outlined' : 'contained'}
        aria-label={t('evaluate.list.openLabel', { action: actionText, kind, name: evaluatee.full_name })}
        data-testid={`my-evaluation-open-${evaluation.id}`}
        sx={{ ml: 'auto' }}
      >
        {actionText}
      </Button>
    </Box>
  );
}
