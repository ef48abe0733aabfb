import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FormGoal } from '@performa/contracts/api/evaluations';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingLabel } from './answers-table.tsx';
import { formatNumber, formatScore } from './format.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';

type Line = Omit<FormGoal, 'category' | 'success_criteria' | 'deadline' | 'every_round' | 'shared_with' | 'sub_goals'>;

/** The goal lines of a goal evaluation (docs/product.md §4.5): target, direction, actual or rating, score, weight; sub goals below their goal; goal overall. */
export function GoalLines({ goals, goalOverall }: { goals: readonly FormGoal[]; goalOverall: number | null }) {
  const { t } = useTranslation();
  const result = (line: Line) => (line.is_numerical ? formatNumber(line.actual) : line.rating === null ? '—' : ratingLabel(line.scale, line.rating));
  const cells = (line: Line, sub: boolean) => (
    <>
      <TableCell align="right">{formatNumber(line.weight)}</TableCell>
      <TableCell align="right">{line.is_numerical ? formatNumber(line.target) : t('evaluations.goals.scale')}</TableCell>
      <TableCell>{line.is_numerical ? t(line.is_positive ? 'evaluations.goals.higher' : 'evaluations.goals.lower') : '—'}</TableCell>
      <TableCell align="right" data-testid={`${sub ? 'sub-goal' : 'goal'}-result-${line.id}`}>
        {result(line)}
      </TableCell>
      <TableCell align="right" data-testid={`${sub ? 'sub-goal' : 'goal'}-score-${line.id}`}>
        {formatScore(line.score)}
      </TableCell>
    </>
  );
  return (
    <ScrollTable label={t('evaluations.goals.title')} minWidth={640}>
      <Table size="small" data-testid="goal-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('evaluations.goals.goal')}</TableCell>
            <TableCell align="right">{t('evaluations.goals.weight')}</TableCell>
            <TableCell align="right">{t('evaluations.goals.target')}</TableCell>
            <TableCell>{t('evaluations.goals.direction')}</TableCell>
            <TableCell align="right">{t('evaluations.goals.actual')}</TableCell>
            <TableCell align="right">{t('evaluations.goals.score')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => (
            <Fragment key={goal.id}>
              <TableRow data-testid={`goal-line-${goal.id}`}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {goal.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[goal.category?.name, goal.every_round ? t('evaluations.goals.everyRound') : null, goal.deadline].filter(Boolean).join(' · ')}
                  </Typography>
                  {goal.shared_with.length > 0 && (
                    <Typography variant="caption" color="info.dark" component="div" data-testid={`goal-shared-${goal.id}`}>
                      {t('evaluations.goals.shared', { names: goal.shared_with.map((s) => s.name).join(', ') })}
                    </Typography>
                  )}
                </TableCell>
                {cells(goal, false)}
              </TableRow>
              {goal.sub_goals.map((sub) => (
                <TableRow key={`sub-${sub.id}`} data-testid={`sub-goal-line-${sub.id}`}>
                  <TableCell sx={{ pl: 4 }}>
                    <Typography variant="body2">↳ {sub.name}</Typography>
                  </TableCell>
                  {cells(sub, true)}
                </TableRow>
              ))}
            </Fragment>
          ))}
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
              {t('evaluations.goals.overall')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="goal-overall">
              {formatScore(goalOverall)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
