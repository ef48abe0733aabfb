import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useSubmitAction } from '../../../hooks/use-submit-action.ts';
import { notify } from '../../../lib/toast.ts';
import { useGeneratePersonalGoals, type GeneratePersonalGoalsInput } from '../api/generate-personal-goals.ts';
import { useGoalOptions } from '../api/get-goal-options.ts';
import { refusalText } from './refusal.ts';

type Target = 'employee' | 'department' | 'everyone';

export interface GenerateDialogProps {
  periodId: number;
  /** The selected employee, offered first. */
  employee: { id: number; full_name: string } | null;
  onClose: () => void;
}

/** Copies positional goals into personal goals for one employee, a department or everyone. */
export function GenerateDialog({ periodId, employee, onClose }: GenerateDialogProps) {
  const { t } = useTranslation();
  const generate = useGeneratePersonalGoals();
  const departments = useGoalOptions().data?.departments ?? [];
  const [target, setTarget] = useState<Target>(employee ? 'employee' : 'everyone');
  const [department, setDepartment] = useState<number | null>(null);
  const { onSubmit, busy, failure, setFailure } = useSubmitAction(async () => {
    const body: GeneratePersonalGoalsInput = { period_id: periodId };
    if (target === 'employee' && employee) body.employee_ids = [employee.id];
    if (target === 'department') {
      if (department === null) return setFailure(t('validation.required'));
      body.department_id = department;
    }
    const result = await generate.mutateAsync(body);
    notify.success(t('goals.generate.result', result));
    onClose();
  }, refusalText);

  return (
    <FormDialog
      title={t('goals.generate.title')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      testId="generate-dialog"
      failure={failure}
      failureTestId="generate-error"
      submitLabel={t('goals.generate.submit')}
    >
      <DialogContentText>{t('goals.generate.help')}</DialogContentText>
      <RadioChoice
        label={t('goals.generate.for')}
        value={target}
        onChange={setTarget}
        row={false}
        testId="generate-target"
        optionTestId={(key) => `generate-${key}`}
        options={[
          ...(employee ? [['employee', t('goals.generate.employee', { name: employee.full_name })] as const] : []),
          ['department', t('goals.generate.department')],
          ['everyone', t('goals.generate.everyone')],
        ]}
      />
      {target === 'department' && (
        <IdSelect
          required
          label={t('goals.employees.department')}
          value={department}
          onChange={setDepartment}
          options={departments}
          testId="generate-department-select"
          optionTestId={(id) => `generate-department-option-${id}`}
        />
      )}
    </FormDialog>
  );
}
