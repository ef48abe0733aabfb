import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Evaluation } from '@performa/contracts/api/evaluations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, StatusChip } from './format.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** Who evaluates whom in which party and round, the status and the dates of one evaluation. */
export function EvaluationSummary({ evaluation, actions }: { evaluation: Evaluation; actions?: ReactNode }) {
  const { t } = useTranslation();
  const e = evaluation;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="evaluation-summary">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t(`evaluations.kinds.${e.kind}`)} · {t(`weights.parties.${e.party}`)}
          </Typography>
          <StatusChip evaluation={e} testId="evaluation-status" />
        </Box>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5 }}>
        <Fact label={t('evaluations.columns.evaluatee')} testId="summary-evaluatee">
          {e.evaluatee.full_name}
          {e.evaluatee.position ? ` · ${e.evaluatee.position.name}` : ''}
        </Fact>
        <Fact label={t('evaluations.columns.evaluator')} testId="summary-evaluator">
          {e.evaluator.full_name}
        </Fact>
        <Fact label={t('evaluations.round')}>
          {e.round.period.name} · {e.round.name} ({e.round.start_date} – {e.round.end_date})
        </Fact>
        <Fact label={t('evaluations.columns.department')}>{e.evaluatee.department?.name ?? '—'}</Fact>
        <Fact label={t('evaluations.columns.createdAt')}>{dayOf(e.created_at)}</Fact>
        <Fact label={t('evaluations.details.activatedAt')}>{dayOf(e.activated_at)}</Fact>
        <Fact label={t('evaluations.details.evaluationDate')} testId="summary-evaluation-date">
          {dayOf(e.evaluation_date)}
        </Fact>
        <Fact label={t('evaluations.columns.completedAt')}>{dayOf(e.completed_at)}</Fact>
      </Box>
    </Paper>
  );
}

/** A titled section of a details page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The assessment memo, or that there is none. */
export function Memo({ memo }: { memo: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('evaluations.details.memo')} testId="evaluation-memo">
      {memo ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{memo}</Typography>
      ) : (
        <Typography color="text.secondary">{t('evaluations.details.noMemo')}</Typography>
      )}
    </Section>
  );
}
