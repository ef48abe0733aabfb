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
import { numberText } from '../../../lib/numbers.ts';
import { MeasureText, ScoreText } from './measure-text.tsx';
import { SubGoalList } from './sub-goal-list.tsx';

/** Where the table is narrower than its columns (a phone), the actions stay in view at its right edge: no sideways scrolling to edit. */
const actionsCellSx = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

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

/**
 * An employee's goals: weight, target and actual, score, sharing, and under each name its round, deadline
 * and category; each expands to its sub goals. Six columns (five without the actions) fit the details
 * beside the employee list on a 1280 px screen, so the actions need no sideways scrolling there (issue 23).
 */
export function GoalsTable({ goals, canEdit, actions }: { goals: PersonalGoal[]; canEdit: boolean; actions: GoalActions }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = canEdit ? 6 : 5;

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' }, '& td, & th': { px: 1 } }} data-testid="goals-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('goals.table.name')}</TableCell>
            <TableCell align="right">{t('goals.table.weight')}</TableCell>
            <TableCell>{t('goals.table.targetActual')}</TableCell>
            <TableCell align="right">{t('goals.table.score')}</TableCell>
            {canEdit && (
              <TableCell align="right" sx={actionsCellSx}>
                {t('goals.table.actions')}
              </TableCell>
            )}
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
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {goal.name}
                  </Typography>
                  {goal.shared && (
                    <Tooltip title={t('goals.table.sharedWith', { names: goal.shared_with.map((p) => p.full_name).join(', ') })}>
                      <PeopleAltOutlined fontSize="small" color="secondary" sx={{ ml: 0.75, verticalAlign: 'middle' }} data-testid={`goal-shared-${goal.id}`} />
                    </Tooltip>
                  )}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={`goal-caption-${goal.id}`}>
                    {[
                      goal.frequency?.name ?? t('goals.table.everyRound'),
                      goal.deadline ? t('goals.table.deadlineOn', { date: goal.deadline }) : null,
                      goal.category?.name,
                      goal.sub_goals.length > 0 ? `${t('goals.subGoals.title')}: ${goal.sub_goals.length}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{numberText(goal.weight)}</TableCell>
                <TableCell>
                  <MeasureText goal={goal} />
                </TableCell>
                <TableCell align="right">
                  <ScoreText score={goal.score} />
                </TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ ...actionsCellSx, whiteSpace: 'nowrap' }}>
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
