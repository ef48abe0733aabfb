import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useProjectParties } from '../api/get-project-parties.ts';
import { useSaveProjectParties } from '../api/save-project-parties.ts';
import { PartyWeightForm } from './party-weight-form.tsx';
import { Section } from './section.tsx';

/** The project's evaluation party weights. */
export function PartyWeightsCard() {
  const { t } = useTranslation();
  const query = useProjectParties();
  const save = useSaveProjectParties();
  return (
    <Section title={t('weights.partyCard.title')} intro={t('weights.partyCard.intro')} testId="weights-parties-card">
      {query.data ? (
        <PartyWeightForm
          testId="weights-parties"
          initial={query.data}
          onSave={(body) => save.mutateAsync(body)}
          actions={({ busy, dirty }) => (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <SubmitButton busy={busy} disabled={!dirty} data-testid="weights-parties-save">
                {t('common.save')}
              </SubmitButton>
            </Box>
          )}
        />
      ) : (
        <CircularProgress size={28} />
      )}
    </Section>
  );
}
