import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EmployeeGoalsRow, PersonalGoal } from '@performa/contracts/api/goals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useEmployeeGoals } from '../api/get-employee-goals.ts';
import { useShareGoal } from '../api/share-goal.ts';
import { refusalText } from './refusal.ts';

/** Shares a goal with employees picked by name: copies in one share group, with one actual value. */
export function ShareDialog({ goal, onClose }: { goal: PersonalGoal; onClose: () => void }) {
  const { t } = useTranslation();
  const share = useShareGoal();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EmployeeGoalsRow[]>([]);
  const debounced = useDebouncedValue(search, 300);
  const page = useEmployeeGoals({ period: goal.period_id, search: debounced, department: null, page: 1 });
  const holders = new Set([goal.employee_id, ...goal.shared_with.map((p) => p.id)]);
  const options = (page.data?.results ?? []).filter((e) => !holders.has(e.id));

  const dialog = useActionDialog(
    async () => {
      await share.mutateAsync({ id: goal.id, body: { employee_ids: chosen.map((e) => e.id) } });
      return t('goals.share.done');
    },
    onClose,
    refusalText,
  );

  return (
    <FormDialog
      {...dialog}
      title={t('goals.share.title', { name: goal.name })}
      intro={t('goals.share.help')}
      submitLabel={t('goals.share.submit')}
      testId="share-dialog"
      failureTestId="share-error"
    >
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
    </FormDialog>
  );
}
