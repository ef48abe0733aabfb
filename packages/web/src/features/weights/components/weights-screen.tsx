import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { IndividualWeightsCard } from './individual-weights-card.tsx';
import { PartyWeightsCard } from './party-weights-card.tsx';
import { PersonalWeightsCard } from './personal-weights-card.tsx';
import { ScoreSplitCard } from './score-split-card.tsx';

/**
 * The weights of the selected project (management): the final score split and the cap, the
 * evaluation parties' weights, and the personal and individual weights of single employees.
 * Shown as a tab of /periods and as a step of the setup wizard.
 */
export function WeightsScreen() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }} data-testid="weights-screen">
      <Box>
        <ScreenTitle title={t('weights.title')} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('weights.intro')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ScoreSplitCard />
        <PartyWeightsCard />
      </Box>
      <PersonalWeightsCard />
      <IndividualWeightsCard />
    </Box>
  );
}
