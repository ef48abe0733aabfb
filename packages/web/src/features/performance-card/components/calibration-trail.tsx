import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CalibrationEntry, NineBoxCell } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/dates.ts';
import { scoreText } from '../../../lib/numbers.ts';
import { Section } from './section.tsx';

/** "results high · behaviour medium" for a 9-box cell; the computed placement for null. */
function useBoxText() {
  const { t } = useTranslation();
  return (cell: NineBoxCell | null) => {
    if (cell === null) return t('performanceCard.calibration.computed');
    const [goal, skill] = cell.split('/') as ['low' | 'medium' | 'high', 'low' | 'medium' | 'high'];
    return t('performanceCard.calibration.box', {
      goal: t(`performanceCard.calibration.levels.${goal}`),
      skill: t(`performanceCard.calibration.levels.${skill}`),
    });
  };
}

/** What a change did: a score or box before → after; a release or reopening by its name. */
function useChangeText() {
  const { t } = useTranslation();
  const box = useBoxText();
  return (entry: CalibrationEntry) => {
    if (entry.action === 'score') {
      const text = (value: number | null) => (value === null ? t('performanceCard.calibration.computed') : scoreText(value));
      return `${text(entry.before_score)} → ${text(entry.after_score)}`;
    }
    if (entry.action === 'box') return `${box(entry.before_box)} → ${box(entry.after_box)}`;
    return t(`performanceCard.calibration.actions.${entry.action}`);
  };
}

/**
 * The admins' calibration trail of this person in the period (docs/product.md §5.7): who changed what and
 * when, before → after, the original final score at the time, and the reason.
 */
export function CalibrationTrail({ entries }: { entries: readonly CalibrationEntry[] }) {
  const { t, i18n } = useTranslation();
  const change = useChangeText();
  return (
    <Section title={t('performanceCard.calibration.title')} testId="card-calibration">
      {entries.length === 0 && <Typography color="text.secondary">{t('performanceCard.calibration.none')}</Typography>}
      {entries.map((entry) => (
        <Box
          key={entry.id}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pb: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0, pb: 0 } }}
          data-testid={`card-calibration-${entry.id}`}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Chip size="small" variant="outlined" label={t(`performanceCard.calibration.actions.${entry.action}`)} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.actor}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatMoment(entry.created_at, i18n.language)} · ${entry.frequency.name}`}
            </Typography>
          </Box>
          <Typography variant="body2" data-testid={`card-calibration-${entry.id}-change`}>
            {change(entry)}
          </Typography>
          {entry.final_score !== null && (
            <Typography variant="body2" color="text.secondary" data-testid={`card-calibration-${entry.id}-original`}>
              {`${t('performanceCard.calibration.original')}: ${scoreText(entry.final_score)}`}
            </Typography>
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {`${t('performanceCard.calibration.reason')}: ${entry.reason}`}
          </Typography>
        </Box>
      ))}
    </Section>
  );
}
