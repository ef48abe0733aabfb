import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PersonalGoal, SubGoal } from '@performa/contracts/api/goals';
import { sumOf } from '@performa/contracts/weight-sums';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { numberText } from '../../../lib/numbers.ts';
import { MeasureText, ScoreText } from './measure-text.tsx';

export interface SubGoalListProps {
  goal: PersonalGoal;
  canEdit: boolean;
  onEdit: (subGoal: SubGoal | null) => void;
  onDelete: (subGoal: SubGoal) => void;
}

/** A goal's sub goals with their weights, targets and scores (the goal is scored from them). */
export function SubGoalList({ goal, canEdit, onEdit, onDelete }: SubGoalListProps) {
  const { t } = useTranslation();
  const total = sumOf(goal.sub_goals.map((s) => s.weight));
  return (
    <Box sx={{ py: 1, pl: { xs: 0, sm: 4 } }} data-testid={`sub-goals-${goal.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2">{t('goals.subGoals.title')}</Typography>
        {goal.sub_goals.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('goals.subGoals.total', { total: numberText(total) })}
          </Typography>
        )}
        {canEdit && (
          <Button size="small" startIcon={<Add />} onClick={() => onEdit(null)} data-testid={`sub-goal-add-${goal.id}`}>
            {t('goals.subGoals.add')}
          </Button>
        )}
      </Box>
      {goal.sub_goals.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('goals.subGoals.none')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('goals.table.name')}</TableCell>
              <TableCell align="right">{t('goals.table.weight')}</TableCell>
              <TableCell>{t('goals.table.targetActual')}</TableCell>
              <TableCell align="right">{t('goals.table.score')}</TableCell>
              {canEdit && <TableCell align="right">{t('goals.table.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {goal.sub_goals.map((sub) => (
              <TableRow key={sub.id} data-testid={`sub-goal-${sub.id}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{sub.name}</TableCell>
                <TableCell align="right">{numberText(sub.weight)}</TableCell>
                <TableCell>
                  <MeasureText goal={sub} />
                </TableCell>
                <TableCell align="right">
                  <ScoreText score={sub.score} />
                </TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <EditDeleteActions
                      onEdit={() => onEdit(sub)}
                      onDelete={() => onDelete(sub)}
                      editTestId={`sub-goal-edit-${sub.id}`}
                      deleteTestId={`sub-goal-delete-${sub.id}`}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
