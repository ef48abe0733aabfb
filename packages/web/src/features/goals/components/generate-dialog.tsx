import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { GenerateGoalsBody } from '@performa/contracts/api/goals';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast.ts';
import { useGoalOptions } from '../api/options.ts';
import { generatePersonalGoals } from '../api/personal-goals.ts';
import { FormDialog } from './form-dialog.tsx';
import { refusalText } from './refusal.ts';

type Target = 'employee' | 'department' | 'everyone';

export interface GenerateDialogProps {
  periodId: number;
  /** The selected employee, offered first. */
  employee: { id: number; full_name: string } | null;
  onClose: () => void;
  onGenerated: () => void;
}

/** Copies positional goals into personal goals for one employee, a department or everyone. */
export function GenerateDialog({ periodId, employee, onClose, onGenerated }: GenerateDialogProps) {
  const { t } = useTranslation();
  const departments = useGoalOptions().data?.departments ?? [];
  const [target, setTarget] = useState<Target>(employee ? 'employee' : 'everyone');
  const [department, setDepartment] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: GenerateGoalsBody = { period_id: periodId };
    if (target === 'employee' && employee) body.employee_ids = [employee.id];
    if (target === 'department') {
      if (department === '') return setFailure(t('validation.required'));
      body.department_id = department;
    }
    setFailure(null);
    setBusy(true);
    try {
      const result = await generatePersonalGoals(body);
      notify.success(t('goals.generate.result', result));
      onGenerated();
      onClose();
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('goals.generate.title')}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      testId="generate-dialog"
      submitLabel={t('goals.generate.submit')}
    >
      <DialogContentText>{t('goals.generate.help')}</DialogContentText>
      <FormControl>
        <FormLabel>{t('goals.generate.for')}</FormLabel>
        <RadioGroup value={target} onChange={(event) => setTarget(event.target.value as Target)} data-testid="generate-target">
          {employee && (
            <FormControlLabel
              value="employee"
              control={<Radio slotProps={{ input: { 'data-testid': 'generate-employee' } as object }} />}
              label={t('goals.generate.employee', { name: employee.full_name })}
            />
          )}
          <FormControlLabel
            value="department"
            control={<Radio slotProps={{ input: { 'data-testid': 'generate-department' } as object }} />}
            label={t('goals.generate.department')}
          />
          <FormControlLabel
            value="everyone"
            control={<Radio slotProps={{ input: { 'data-testid': 'generate-everyone' } as object }} />}
            label={t('goals.generate.everyone')}
          />
        </RadioGroup>
      </FormControl>
      {target === 'department' && (
        <TextField
          select
          required
          label={t('goals.employees.department')}
          value={department}
          onChange={(event) => setDepartment(Number(event.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'generate-department-select' } as object } }}
        >
          {departments.map((d) => (
            <MenuItem key={d.id} value={d.id} data-testid={`generate-department-option-${d.id}`}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {failure && (
        <Alert severity="error" data-testid="generate-error">
          {failure}
        </Alert>
      )}
    </FormDialog>
  );
}
