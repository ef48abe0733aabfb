import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeSkills } from '@performa/contracts/api/competencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { EMPLOYEE_PAGE_SIZE, useEmployeeSkillPage } from '../api/get-employee-skill-rows.ts';
import { useEmployeeSkills } from '../api/get-employee-skills.ts';
import { useResetEmployeeSkills } from '../api/reset-employee-skills.ts';
import { useSaveEmployeeSkills } from '../api/save-employee-skills.ts';
import { PickerTab, useGuardedChoice } from './picker-list.tsx';
import { SkillListEditor } from './skill-list-editor.tsx';

function SourceNote({ data }: { data: EmployeeSkills }) {
  const { t } = useTranslation();
  if (data.source === 'employee')
    return (
      <Alert severity="info" data-testid="employee-source">
        {t('competencies.employees.sourceEmployee')}
      </Alert>
    );
  return (
    <Alert severity="info" data-testid="employee-source">
      {data.employee.position
        ? t('competencies.employees.sourcePosition', { position: data.employee.position.name })
        : t('competencies.employees.sourceNoPosition')}
    </Alert>
  );
}

/** Active employees; the chosen one's effective list, which can become their own or go back to the position's. */
export function EmployeesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveEmployeeSkills();
  const resetList = useResetEmployeeSkills();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const list = useEmployeeSkillPage(debounced, page);
  const choice = useGuardedChoice();
  const { selected } = choice;
  const employee = useEmployeeSkills(selected);
  const [confirming, setConfirming] = useState(false);

  const reset = async () => {
    if (selected === null) return;
    try {
      await resetList.mutateAsync(selected);
      notify.success(t('competencies.employees.resetDone'));
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const items = (list.data?.results ?? []).map((e) => ({
    id: e.id,
    primary: e.full_name,
    secondary: (
      <Stack component="span" direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{`${e.employee_number} · ${e.position?.name ?? t('competencies.employees.noPosition')}`}</span>
        {e.has_own_list && <Chip component="span" size="small" color="secondary" label={t('competencies.employees.own')} />}
      </Stack>
    ),
  }));
  const pages = Math.ceil((list.data?.count ?? 0) / EMPLOYEE_PAGE_SIZE);
  const data = employee.data;

  const detail =
    selected !== null && data ? (
      <SkillListEditor
        key={`${selected}-${employee.dataUpdatedAt}`}
        skills={data.skills}
        readOnly={!canEdit}
        intro={
          <>
            <Typography variant="h6" component="h3" data-testid="employee-title">
              {data.employee.full_name}
              <Typography component="span" color="text.secondary">{` · ${data.employee.position?.name ?? t('competencies.employees.noPosition')}`}</Typography>
            </Typography>
            <SourceNote data={data} />
          </>
        }
        actions={
          data.source === 'employee' && (
            <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={() => setConfirming(true)} data-testid="employee-reset">
              {t('competencies.employees.reset')}
            </Button>
          )
        }
        onSave={(skills) => save.mutateAsync({ id: selected, body: { skills } })}
        onDirtyChange={choice.setDirty}
      />
    ) : null;

  return (
    <>
      <PickerTab
        choice={choice}
        hint={t('competencies.employees.chooseHint')}
        detail={detail}
        items={items}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        searchLabel={t('competencies.employees.searchLabel')}
        emptyText={t('competencies.employees.none')}
        testId="employees"
        footer={pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void reset()}
        busy={resetList.isPending}
        confirmLabel={t('competencies.employees.reset')}
      >
        <DialogContentText sx={{ mt: 1 }}>{data ? t('competencies.employees.resetQuestion', { name: data.employee.full_name }) : ''}</DialogContentText>
      </ConfirmDialog>
    </>
  );
}
