import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RoundTotal } from '@performa/contracts/api/goals';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format.ts';

/** The weight total of each round as a bar: green at exactly 100, amber below. */
export function RoundTotals({ rounds }: { rounds: RoundTotal[] }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      aria-label={t('goals.totals.title')}
      data-testid="round-totals"
    >
      {rounds.map((round) => (
        <Box key={round.frequency_id ?? 'period'} data-testid={`round-total-${round.frequency_id ?? 'period'}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {round.name || t('goals.totals.wholePeriod')}
            </Typography>
            <Typography variant="body2" color={round.complete ? 'success.main' : 'warning.dark'} sx={{ whiteSpace: 'nowrap' }}>
              {t('goals.totals.value', { total: formatNumber(round.total) })}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(round.total, 100)}
            color={round.complete ? 'success' : 'warning'}
            sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
          />
        </Box>
      ))}
    </Box>
  );
}
