import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { roundHasEvaluations, type PerformanceCard, type RoundResult } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { scoreText } from '../../../lib/numbers.ts';
import { Section } from './section.tsx';

function Tile({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        flex: '1 1 130px',
        minWidth: 0,
        p: 1.25,
        borderRadius: 1,
        bgcolor: (theme) => (strong ? alpha(theme.palette.primary.main, 0.08) : theme.palette.action.hover),
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The period's score and grade (docs/product.md §4.9, §4.11), over the rounds the viewer may see. */
export function PeriodSummary({ card }: { card: PerformanceCard }) {
  const { t } = useTranslation();
  return (
    <Section title={t('performanceCard.summary.title')} testId="card-summary">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Tile label={t('performanceCard.summary.periodScore')} value={scoreText(card.period_score)} testId="card-period-score" strong />
        <Tile label={t('performanceCard.summary.grade')} value={card.period_grade ?? '—'} testId="card-period-grade" strong />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {card.period_score === null ? t('performanceCard.summary.noScore') : t('performanceCard.summary.hint')}
      </Typography>
    </Section>
  );
}

/**
 * One round: goal overall, skill overall, final score, for admins the after-calibration score, and the grade
 * (docs/product.md §4.8, §4.11); a round the viewer may not see yet says that results come after calibration (§5.6),
 * and a round without evaluations of the person says so (it has no result, now or after calibration).
 */
function RoundCard({ result, admin }: { result: RoundResult; admin: boolean }) {
  const { t, i18n } = useTranslation();
  const { round } = result;
  const id = round.id;
  const evaluated = roundHasEvaluations(result);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.25, breakInside: 'avoid' }}
      data-testid={`card-round-${id}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {`${round.name} (${formatDay(round.start_date, i18n.language)} – ${formatDay(round.end_date, i18n.language)})`}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={!evaluated ? 'default' : round.released_at ? 'success' : 'warning'}
          label={
            !evaluated
              ? t('performanceCard.rounds.notEvaluated')
              : round.released_at
                ? t('performanceCard.rounds.released', { date: formatDay(round.released_at, i18n.language) })
                : t('performanceCard.rounds.pending')
          }
          data-testid={`card-round-${id}-state`}
        />
      </Box>
      {!evaluated ? (
        <Typography variant="body2" color="text.secondary" data-testid={`card-round-${id}-no-evaluations`}>
          {t('performanceCard.rounds.noEvaluations')}
        </Typography>
      ) : round.visible ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Tile label={t('performanceCard.rounds.goalOverall')} value={scoreText(result.goal_overall)} testId={`card-round-${id}-goal`} />
            <Tile label={t('performanceCard.rounds.skillOverall')} value={scoreText(result.skill_overall)} testId={`card-round-${id}-skill`} />
            <Tile label={t('performanceCard.rounds.finalScore')} value={scoreText(result.final_score)} testId={`card-round-${id}-final`} strong />
            {admin && (
              <Tile
                label={t('performanceCard.rounds.afterCalibration')}
                value={scoreText(result.after_calibration_score)}
                testId={`card-round-${id}-calibrated`}
                strong
              />
            )}
            <Tile label={t('performanceCard.rounds.grade')} value={result.grade ?? '—'} testId={`card-round-${id}-grade`} strong />
          </Box>
          <Typography variant="body2" color="text.secondary" data-testid={`card-round-${id}-completeness`}>
            {t('performanceCard.rounds.completeness', {
              skillDone: result.skill_done,
              skillTotal: result.skill_total,
              goalDone: result.goal_done,
              goalTotal: result.goal_total,
            })}
          </Typography>
        </>
      ) : (
        <Alert severity="info" data-testid={`card-round-${id}-hidden`}>
          {t('performanceCard.rounds.hidden')}
        </Alert>
      )}
    </Paper>
  );
}

export function RoundResults({ card }: { card: PerformanceCard }) {
  const { t } = useTranslation();
  return (
    <Section title={t('performanceCard.rounds.title')} testId="card-rounds">
      {card.rounds.length === 0 ? (
        <Typography color="text.secondary">{t('performanceCard.rounds.none')}</Typography>
      ) : (
        card.rounds.map((result) => <RoundCard key={result.round.id} result={result} admin={card.viewer === 'admin'} />)
      )}
    </Section>
  );
}
