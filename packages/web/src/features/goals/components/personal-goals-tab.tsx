import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeGoalList } from './employee-goal-list.tsx';
import { PersonalGoalsPanel } from './personal-goals-panel.tsx';

/** Employees of the period beside (on phones: above) the chosen employee's goals. */
export function PersonalGoalsTab({ periodId, canEdit }: { periodId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <EmployeeGoalList periodId={periodId} selected={selected} onSelect={setSelected} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        {selected === null ? (
          <Typography color="text.secondary" data-testid="goals-choose-hint">
            {t('goals.employees.chooseHint')}
          </Typography>
        ) : (
          <PersonalGoalsPanel key={`${selected}-${periodId}`} employeeId={selected} periodId={periodId} canEdit={canEdit} />
        )}
      </Paper>
    </Box>
  );
}
