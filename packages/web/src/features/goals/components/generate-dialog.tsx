import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { GenerateGoalsResult } from '@performa/contracts/api/goals';
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

/** What generation could not copy (docs/product.md §3.6): positions with the reason, and employees over 100. */
function GenerateReport({ result, onClose }: { result: GenerateGoalsResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="generate-report">
      <DialogTitle>{t('goals.generate.reportTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <DialogContentText>{t('goals.generate.reportIntro', { created: result.created })}</DialogContentText>
        {result.skipped_positions.map((p) => (
          <Alert key={`p${p.id}`} severity="warning" data-testid={`generate-skipped-position-${p.id}`}>
            {t(`goals.generate.${p.reason}`, { position: p.name, department: p.department_name, total: p.total, count: p.employees })}
          </Alert>
        ))}
        {result.skipped_employees.map((e) => (
          <Alert key={`e${e.id}`} severity="warning" data-testid={`generate-skipped-employee-${e.id}`}>
            {t('goals.generate.employeeOver', { name: e.full_name, total: e.total })}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="generate-report-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Copies positional goals into personal goals for one employee, a department or everyone. */
export function GenerateDialog({ periodId, employee, onClose }: GenerateDialogProps) {
  const { t } = useTranslation();
  const generate = useGeneratePersonalGoals();
  const departments = useGoalOptions().data?.departments ?? [];
  const [target, setTarget] = useState<Target>(employee ? 'employee' : 'everyone');
  const [department, setDepartment] = useState<number | null>(null);
  const [report, setReport] = useState<GenerateGoalsResult | null>(null);
  const { onSubmit, busy, failure, setFailure } = useSubmitAction(async () => {
    const body: GeneratePersonalGoalsInput = { period_id: periodId };
    if (target === 'employee' && employee) body.employee_ids = [employee.id];
    if (target === 'department') {
      if (department === null) return setFailure(t('validation.required'));
      body.department_id = department;
    }
    const result = await generate.mutateAsync(body);
    notify.success(t('goals.generate.result', result));
    if (result.skipped_positions.length || result.skipped_employees.length) setReport(result);
    else onClose();
  }, refusalText);

  if (report) return <GenerateReport result={report} onClose={onClose} />;

  return (
    <FormDialog
      title={t('goals.generate.title')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      testId="generate-dialog"
      failure={failure}
      failureTestId="generate-error"
      intro={t('goals.generate.help')}
      submitLabel={t('goals.generate.submit')}
    >
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
