import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { IndividualWeightRow, SplitBody, SplitForm } from '@performa/contracts/api/weights';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeOptions } from '../../../api/organisation.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSaveIndividualWeight } from '../api/save-individual-weight.ts';
import { splitResolver } from '../api/resolvers.ts';
import { EmployeeChoice } from './employee-choice.tsx';
import { SplitWeightGrid } from './score-split-card.tsx';
import { useWeightForm } from './use-weight-form.ts';
import { weightText } from './weight-format.ts';

/** Sets an employee's individual weight: a chosen employee (new) or the row's (change). */
export function IndividualWeightDialog({ row, onClose }: { row: IndividualWeightRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveIndividualWeight();
  const options = useEmployeeOptions();
  const [employee, setEmployee] = useState<number | null>(row?.employee_id ?? null);
  const [employeeMissing, setEmployeeMissing] = useState(false);
  const initial: SplitForm = { goal_weight: weightText(row?.weights?.goal_weight), skill_weight: weightText(row?.weights?.skill_weight) };
  const {
    form,
    serverMessage,
    onSubmit: send,
  } = useWeightForm<SplitForm, SplitBody>(splitResolver, initial, ['goal_weight', 'skill_weight'], async (body) => {
    await save.mutateAsync({ id: employee!, body });
    onClose();
  });
  const { formState } = form;
  const onSubmit = (event: FormEvent) => {
    if (employee === null) {
      event.preventDefault();
      setEmployeeMissing(true);
      return;
    }
    void send(event);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="individual-weight-dialog">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('weights.individual.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, mb: 2.5 }}>
            {row ? (
              <Typography sx={{ fontWeight: 600 }} data-testid="individual-weight-employee-name">
                {row.full_name} ({row.employee_number})
              </Typography>
            ) : (
              <EmployeeChoice
                label={t('weights.individual.employee')}
                value={employee}
                onChange={(id) => {
                  setEmployee(id);
                  setEmployeeMissing(false);
                }}
                options={options.data ?? []}
                loading={options.isLoading}
                error={employeeMissing ? t('validation.required') : undefined}
                testId="individual-weight-employee"
              />
            )}
          </Box>
          <SplitWeightGrid form={form} serverMessage={serverMessage} testId="individual-weight" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton busy={formState.isSubmitting} data-testid="individual-weight-save">
            {t('common.save')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
