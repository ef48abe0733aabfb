import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { PersonalWeightRow } from '@performa/contracts/api/weights';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSavePersonalWeight } from '../api/save-personal-weight.ts';
import { PartyWeightForm, type PartyValues } from './party-weight-form.tsx';

/** Sets one employee's personal party weights; starts from theirs, or from the project's. */
export function PersonalWeightDialog({ row, projectWeights, onClose }: { row: PersonalWeightRow; projectWeights: PartyValues | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePersonalWeight();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="personal-weight-dialog">
      <DialogTitle>{t('weights.personal.dialogTitle', { name: row.full_name })}</DialogTitle>
      <PartyWeightForm
        testId="personal-weight"
        dialogIntro={t('weights.personal.dialogIntro')}
        initial={row.weights ?? projectWeights}
        onSave={async (body) => {
          await save.mutateAsync({ id: row.employee_id, body });
          onClose();
        }}
        actions={({ busy }) => (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <SubmitButton busy={busy} data-testid="personal-weight-save">
              {t('common.save')}
            </SubmitButton>
          </DialogActions>
        )}
      />
    </Dialog>
  );
}
