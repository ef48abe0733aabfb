import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { EmployeeGoalsRow, PersonalGoal } from '@performa/contracts/api/goals';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { notify } from '../../../lib/toast.ts';
import { shareGoal, useEmployeeGoals } from '../api/personal-goals.ts';
import { FormDialog } from './form-dialog.tsx';
import { refusalText } from './refusal.ts';

/** Shares a goal with employees picked by name: copies in one share group, with one actual value. */
export function ShareDialog({ goal, onClose, onShared }: { goal: PersonalGoal; onClose: () => void; onShared: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EmployeeGoalsRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 300);
  const page = useEmployeeGoals({ period: goal.period_id, search: debounced, department: null, page: 1 });
  const holders = new Set([goal.employee_id, ...goal.shared_with.map((p) => p.id)]);
  const options = (page.data?.results ?? []).filter((e) => !holders.has(e.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await shareGoal(
        goal.id,
        chosen.map((e) => e.id),
      );
      notify.success(t('goals.share.done'));
      onShared();
      onClose();
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('goals.share.title', { name: goal.name })}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      testId="share-dialog"
      submitLabel={t('goals.share.submit')}
    >
      <DialogContentText>{t('goals.share.help')}</DialogContentText>
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        filterOptions={(list) => list}
        onChange={(_, next) => setChosen(next)}
        onInputChange={(_, text) => setSearch(text)}
        getOptionLabel={(option) => `${option.full_name} (${option.employee_number})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={page.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('goals.share.employees')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'share-employees' } }}
          />
        )}
      />
      {failure && (
        <Alert severity="error" data-testid="share-error">
          {failure}
        </Alert>
      )}
    </FormDialog>
  );
}
