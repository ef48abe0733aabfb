import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PositionalGoal } from '@performa/contracts/api/goals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeletePositionalGoal } from '../api/delete-positional-goal.ts';
import { useGoalOptions } from '../api/get-goal-options.ts';
import { usePositionalGoals } from '../api/get-positional-goals.ts';
import { numberText } from '../../../lib/numbers.ts';
import { MeasureText } from './measure-text.tsx';
import { PositionalGoalDialog } from './positional-goal-dialog.tsx';

type Dialog = { kind: 'edit'; goal: PositionalGoal | null } | { kind: 'delete'; goal: PositionalGoal } | null;

/** Goals defined for positions (filtered by position), copied into the holders' personal goals. */
export function PositionalGoalsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const positions = useGoalOptions().data?.positions ?? [];
  const [position, setPosition] = useState<number | null>(null);
  const goals = usePositionalGoals(position);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePositionalGoal();
  const close = () => setDialog(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="positional-goals">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <IdSelect
          size="small"
          label={t('goals.positional.position')}
          value={position}
          onChange={setPosition}
          options={positions}
          emptyLabel={t('goals.positional.allPositions')}
          showEmpty
          sx={{ minWidth: 240 }}
          testId="positional-filter"
        />
        {canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'edit', goal: null })} data-testid="positional-add">
            {t('goals.positional.add')}
          </Button>
        )}
      </Box>
      {goals.isError && <Alert severity="error">{errorMessage(goals.error, 'errors.fetchFailed')}</Alert>}
      {goals.data?.length === 0 ? (
        <Typography color="text.secondary" data-testid="positional-empty">
          {t('goals.positional.none')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('goals.table.name')}</TableCell>
                <TableCell>{t('goals.positional.positions')}</TableCell>
                <TableCell align="right">{t('goals.table.weight')}</TableCell>
                <TableCell>{t('goals.form.target')}</TableCell>
                <TableCell>{t('goals.table.category')}</TableCell>
                {canEdit && <TableCell align="right">{t('goals.table.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {(goals.data ?? []).map((goal) => (
                <TableRow key={goal.id} data-testid={`positional-${goal.id}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{goal.name}</TableCell>
                  <TableCell>
                    {goal.positions.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('goals.positional.noPositions')}
                      </Typography>
                    ) : (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {goal.positions.map((p) => (
                          <Chip key={p.id} size="small" label={p.name} />
                        ))}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right">{numberText(goal.weight)}</TableCell>
                  <TableCell>
                    <MeasureText goal={goal} withActual={false} />
                  </TableCell>
                  <TableCell>{goal.category?.name ?? '—'}</TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <EditDeleteActions
                        onEdit={() => setDialog({ kind: 'edit', goal })}
                        onDelete={() => setDialog({ kind: 'delete', goal })}
                        editTestId={`positional-edit-${goal.id}`}
                        deleteTestId={`positional-delete-${goal.id}`}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog?.kind === 'edit' && <PositionalGoalDialog goal={dialog.goal} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('goals.positional.deleteQuestion', { name: dialog.goal.name })}
          onDelete={() => remove.mutateAsync(dialog.goal.id)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="positional-delete-error"
        />
      )}
    </Paper>
  );
}
