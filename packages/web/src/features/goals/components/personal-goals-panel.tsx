import Add from '@mui/icons-material/Add';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonalGoal, SubGoal } from '@performa/contracts/api/goals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAllPersonalGoals } from '../api/delete-all-personal-goals.ts';
import { useDeletePersonalGoal } from '../api/delete-personal-goal.ts';
import { useDeleteSubGoal } from '../api/delete-sub-goal.ts';
import { usePersonalGoals } from '../api/get-personal-goals.ts';
import { useUnshareGoal } from '../api/unshare-goal.ts';
import { GenerateDialog } from './generate-dialog.tsx';
import { GoalFormDialog } from './goal-form-dialog.tsx';
import { GoalsTable, type GoalActions } from './goals-table.tsx';
import { incompleteRounds, RoundTotals } from './round-totals.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { SubGoalDialog } from './sub-goal-dialog.tsx';

type Dialog =
  | { kind: 'goal'; goal: PersonalGoal | null }
  | { kind: 'delete'; goal: PersonalGoal }
  | { kind: 'share'; goal: PersonalGoal }
  | { kind: 'subGoal'; goal: PersonalGoal; subGoal: SubGoal | null }
  | { kind: 'deleteSubGoal'; subGoal: SubGoal }
  | { kind: 'generate' }
  | { kind: 'deleteAll' }
  | null;

/**
 * One employee's goals in a period: the weight total of every round ('First set all personal goals!'
 * while one is not 100, naming those rounds), the goals with their sub goals, and for editors adding,
 * changing, sharing, generating from positional goals and deleting.
 */
export function PersonalGoalsPanel({ employeeId, periodId, canEdit }: { employeeId: number; periodId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = usePersonalGoals(employeeId, periodId);
  const removeGoal = useDeletePersonalGoal();
  const removeSubGoal = useDeleteSubGoal();
  const removeAll = useDeleteAllPersonalGoals();
  const unshare = useUnshareGoal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const busy = removeGoal.isPending || removeSubGoal.isPending || removeAll.isPending || unshare.isPending;
  const close = () => setDialog(null);

  const actions: GoalActions = {
    edit: (goal) => setDialog({ kind: 'goal', goal }),
    remove: (goal) => setDialog({ kind: 'delete', goal }),
    share: (goal) => setDialog({ kind: 'share', goal }),
    unshare: (goal) =>
      void unshare.mutateAsync(goal.id).then(
        () => notify.success(t('goals.share.unshareDone')),
        (error: unknown) => notify.error(errorMessage(error)),
      ),
    editSubGoal: (goal, subGoal) => setDialog({ kind: 'subGoal', goal, subGoal }),
    removeSubGoal: (subGoal) => setDialog({ kind: 'deleteSubGoal', subGoal }),
  };

  if (list.isPending) return <CircularProgress size={28} />;
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, 'errors.fetchFailed')}</Alert>;
  const data = list.data;
  const employee = data.employee;
  const unready = incompleteRounds(data.rounds);

  return (
    <Stack spacing={2} data-testid="personal-goals">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }} data-testid="personal-goals-title">
          {employee.full_name}
          <Typography component="span" color="text.secondary">{` · ${employee.position?.name ?? t('goals.employees.noPosition')}`}</Typography>
        </Typography>
        {canEdit && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'goal', goal: null })} data-testid="goal-add">
              {t('goals.personal.add')}
            </Button>
            <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={() => setDialog({ kind: 'generate' })} data-testid="goals-generate">
              {t('goals.personal.generate')}
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteSweepOutlined />}
              onClick={() => setDialog({ kind: 'deleteAll' })}
              disabled={busy}
              data-testid="goals-delete-all"
            >
              {t('goals.personal.deleteAll')}
            </Button>
          </Stack>
        )}
      </Box>
      {!data.complete && (
        <Alert severity="warning" data-testid="goals-incomplete">
          {unready ? `${t('errors.firstSetGoals')} ${t('goals.personal.roundsIncomplete', { rounds: unready })}` : t('errors.firstSetGoals')}
        </Alert>
      )}
      <RoundTotals rounds={data.rounds} goals={data.goals} />
      {data.goals.length === 0 ? (
        <Typography color="text.secondary" data-testid="goals-empty">
          {t('errors.noPersonalGoal')}
        </Typography>
      ) : (
        <GoalsTable goals={data.goals} canEdit={canEdit} actions={actions} />
      )}

      {dialog?.kind === 'goal' && <GoalFormDialog employeeId={employeeId} periodId={periodId} goal={dialog.goal} onClose={close} />}
      {dialog?.kind === 'share' && <ShareDialog goal={dialog.goal} onClose={close} />}
      {dialog?.kind === 'subGoal' && <SubGoalDialog goalId={dialog.goal.id} subGoal={dialog.subGoal} onClose={close} />}
      {dialog?.kind === 'generate' && <GenerateDialog periodId={periodId} employee={employee} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('goals.personal.deleteQuestion', { name: dialog.goal.name })}
          onDelete={() => removeGoal.mutateAsync(dialog.goal.id)}
          busy={busy}
          onClose={close}
          errorTestId="goal-delete-error"
        />
      )}
      {dialog?.kind === 'deleteSubGoal' && (
        <DeleteConfirmDialog
          description={t('goals.subGoals.deleteQuestion', { name: dialog.subGoal.name })}
          onDelete={() => removeSubGoal.mutateAsync(dialog.subGoal.id)}
          busy={busy}
          onClose={close}
          errorTestId="sub-goal-delete-error"
        />
      )}
      {dialog?.kind === 'deleteAll' && (
        <DeleteConfirmDialog
          description={t('goals.personal.deleteAllQuestion', { name: employee.full_name })}
          onDelete={() => removeAll.mutateAsync({ employee: employeeId, period: periodId })}
          busy={busy}
          onClose={close}
          errorTestId="goals-delete-all-error"
        />
      )}
    </Stack>
  );
}
