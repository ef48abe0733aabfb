import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { GenerateGoalsResult } from '@performa/contracts/api/goals';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrequencyOptions } from '../../../api/evaluation-setup.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useSubmitAction } from '../../../hooks/use-submit-action.ts';
import { notify } from '../../../lib/toast.ts';
import { useGeneratePersonalGoals, type GeneratePersonalGoalsInput } from '../api/generate-personal-goals.ts';
import { useGoalOptions } from '../api/get-goal-options.ts';
import { refusalText } from './refusal.ts';

type Target = 'employee' | 'department' | 'everyone';
type Into = 'rounds' | 'everyRound';
type Round = NonNullable<ReturnType<typeof useFrequencyOptions>['data']>[number];

/**
 * The rounds generation copies into at first (docs/product.md §3.6): those not over yet, each then keeps its
 * own copies; every round when all are over.
 */
const defaultRounds = (rounds: readonly Round[]): number[] => {
  const open = rounds.filter((r) => r.state !== 'past');
  return (open.length ? open : rounds).map((r) => r.id);
};

/** The period's rounds to copy into, each a checkbox; a round that is over says so. */
function RoundChoice({ rounds, chosen, onChange }: { rounds: readonly Round[]; chosen: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : rounds.filter((r) => r.id === id || chosen.includes(r.id)).map((r) => r.id));
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend">
        {t('goals.generate.rounds')}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId} data-testid="generate-rounds">
        {rounds.map((round) => (
          <FormControlLabel
            key={round.id}
            label={round.state === 'past' ? t('goals.generate.roundOver', { name: round.name }) : round.name}
            control={
              <Checkbox
                checked={chosen.includes(round.id)}
                onChange={() => toggle(round.id)}
                slotProps={{ input: { 'data-testid': `generate-round-${round.id}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

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

/**
 * Copies positional goals into personal goals for one employee, a department or everyone: into chosen
 * rounds of the period, a copy in each (at first the rounds not over yet), or one copy for every round.
 */
export function GenerateDialog({ periodId, employee, onClose }: GenerateDialogProps) {
  const { t } = useTranslation();
  const generate = useGeneratePersonalGoals();
  const departments = useGoalOptions().data?.departments ?? [];
  const roundOptions = useFrequencyOptions(periodId);
  const rounds = roundOptions.data ?? [];
  const [target, setTarget] = useState<Target>(employee ? 'employee' : 'everyone');
  const [department, setDepartment] = useState<number | null>(null);
  const [into, setInto] = useState<Into>('rounds');
  // Null until the admin changes the choice: the default follows the rounds once they are read.
  const [picked, setPicked] = useState<number[] | null>(null);
  const chosen = picked ?? defaultRounds(rounds);
  const [report, setReport] = useState<GenerateGoalsResult | null>(null);
  const { onSubmit, busy, failure, setFailure } = useSubmitAction(async () => {
    const body: GeneratePersonalGoalsInput = { period_id: periodId };
    if (target === 'employee' && employee) body.employee_ids = [employee.id];
    if (target === 'department') {
      if (department === null) return setFailure(t('validation.required'));
      body.department_id = department;
    }
    // A period without rounds is one whole: its copies count in it.
    if (into === 'rounds' && rounds.length) {
      if (chosen.length === 0) return setFailure(t('goals.generate.noRound'));
      body.frequency_ids = chosen;
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
      // The rounds decide the body: wait for them.
      busy={busy || roundOptions.isPending}
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
      {rounds.length > 0 && (
        <RadioChoice
          label={t('goals.generate.into')}
          value={into}
          onChange={setInto}
          row={false}
          testId="generate-into"
          options={[
            ['rounds', t('goals.generate.intoRounds')],
            ['everyRound', t('goals.generate.intoEveryRound')],
          ]}
        />
      )}
      {rounds.length > 0 && into === 'rounds' && <RoundChoice rounds={rounds} chosen={chosen} onChange={setPicked} />}
    </FormDialog>
  );
}
