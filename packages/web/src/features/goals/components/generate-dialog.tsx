import DialogContentText from '@mui/material/DialogContentText';
import type { GenerateGoalsBody } from '@performa/contracts/api/goals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useSubmitAction } from '../../../hooks/use-submit-action.ts';
import { notify } from '../../../lib/toast.ts';
import { useGoalOptions } from '../api/options.ts';
import { generatePersonalGoals } from '../api/personal-goals.ts';
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
  const [department, setDepartment] = useState<number | null>(null);
  const { onSubmit, busy, failure, setFailure } = useSubmitAction(async () => {
    const body: GenerateGoalsBody = { period_id: periodId };
    if (target === 'employee' && employee) body.employee_ids = [employee.id];
    if (target === 'department') {
      if (department === null) return setFailure(t('validation.required'));
      body.department_id = department;
    }
    const result = await generatePersonalGoals(body);
    notify.success(t('goals.generate.result', result));
    onGenerated();
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
