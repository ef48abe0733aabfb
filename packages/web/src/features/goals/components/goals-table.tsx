import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PersonalGoal, SubGoal } from '@performa/contracts/api/goals';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandableRow } from '../../../components/ui/expandable-row.tsx';
import { RowAction } from '../../../components/ui/row-actions.tsx';
import { formatNumber } from './format.ts';
import { MeasureText, ScoreText } from './measure-text.tsx';
import { SubGoalList } from './sub-goal-list.tsx';

export interface GoalActions {
  edit: (goal: PersonalGoal) => void;
  remove: (goal: PersonalGoal) => void;
  share: (goal: PersonalGoal) => void;
  unshare: (goal: PersonalGoal) => void;
  editSubGoal: (goal: PersonalGoal, subGoal: SubGoal | null) => void;
  removeSubGoal: (subGoal: SubGoal) => void;
}

function RowActions({ goal, actions }: { goal: PersonalGoal; actions: GoalActions }) {
  const { t } = useTranslation();
  const button = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <RowAction label={label} icon={icon} onClick={onClick} testId={`${testId}-${goal.id}`} />
  );
  return (
    <>
      {button(t('common.edit'), <EditOutlined fontSize="small" />, () => actions.edit(goal), 'goal-edit')}
      {goal.shared
        ? button(t('goals.table.unshare'), <LinkOff fontSize="small" />, () => actions.unshare(goal), 'goal-unshare')
        : button(t('goals.table.share'), <ShareOutlined fontSize="small" />, () => actions.share(goal), 'goal-share')}
      {button(t('common.delete'), <DeleteOutlined fontSize="small" />, () => actions.remove(goal), 'goal-delete')}
    </>
  );
}

/** An employee's goals: weight, target and actual, score, deadline, category, sharing; each expands to its sub goals. */
export function GoalsTable({ goals, canEdit, actions }: { goals: PersonalGoal[]; canEdit: boolean; actions: GoalActions }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = canEdit ? 8 : 7;

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640, '& th': { whiteSpace: 'nowrap' }, '& td, & th': { px: 1 } }} data-testid="goals-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('goals.table.name')}</TableCell>
            <TableCell>{t('goals.table.round')}</TableCell>
            <TableCell align="right">{t('goals.table.weight')}</TableCell>
            <TableCell>{t('goals.table.targetActual')}</TableCell>
            <TableCell align="right">{t('goals.table.score')}</TableCell>
            <TableCell>{t('goals.table.deadline')}</TableCell>
            {canEdit && <TableCell align="right">{t('goals.table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => {
            const expanded = open.has(goal.id);
            return (
              <ExpandableRow
                key={goal.id}
                expanded={expanded}
                onToggle={() => toggle(goal.id)}
                toggleLabel={t(expanded ? 'goals.table.hideSubGoals' : 'goals.table.showSubGoals')}
                toggleTestId={`goal-expand-${goal.id}`}
                testId={`goal-${goal.id}`}
                detail={<SubGoalList goal={goal} canEdit={canEdit} onEdit={(sub) => actions.editSubGoal(goal, sub)} onDelete={actions.removeSubGoal} />}
                colSpan={columns}
              >
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {goal.name}
                  </Typography>
                  {goal.shared && (
                    <Tooltip title={t('goals.table.sharedWith', { names: goal.shared_with.map((p) => p.full_name).join(', ') })}>
                      <PeopleAltOutlined fontSize="small" color="secondary" sx={{ ml: 0.75, verticalAlign: 'middle' }} data-testid={`goal-shared-${goal.id}`} />
                    </Tooltip>
                  )}
                  {(goal.category || goal.sub_goals.length > 0) && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={`goal-caption-${goal.id}`}>
                      {[goal.category?.name, goal.sub_goals.length > 0 ? `${t('goals.subGoals.title')}: ${goal.sub_goals.length}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{goal.frequency?.name ?? t('goals.table.everyRound')}</TableCell>
                <TableCell align="right">{formatNumber(goal.weight)}</TableCell>
                <TableCell>
                  <MeasureText goal={goal} />
                </TableCell>
                <TableCell align="right">
                  <ScoreText score={goal.score} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{goal.deadline ?? '—'}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowActions goal={goal} actions={actions} />
                  </TableCell>
                )}
              </ExpandableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
