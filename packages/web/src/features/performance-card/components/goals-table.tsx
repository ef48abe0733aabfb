import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GoalResultLine } from '@performa/contracts/api/results';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText, scoreText } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { FRAME, Section } from './section.tsx';

type Measured = Pick<GoalResultLine, 'is_numerical' | 'is_positive' | 'target' | 'actual' | 'rating' | 'scale_template'>;

/** What a goal is measured by: a numerical goal's target and direction, a scale goal's template. */
function useMeasure() {
  const { t } = useTranslation();
  return {
    how: (goal: Measured) =>
      goal.is_numerical ? t(goal.is_positive ? 'performanceCard.goals.higher' : 'performanceCard.goals.lower') : (goal.scale_template?.name ?? ''),
    target: (goal: Measured) => (goal.is_numerical ? numberText(goal.target) : '—'),
    result: (goal: Measured) => numberText(goal.is_numerical ? goal.actual : goal.rating),
  };
}

/** The period's goals with weight, target, actual or rating and score (docs/product.md §4.3–§4.5); sub goals under their goal. */
export function GoalsTable({ goals }: { goals: readonly GoalResultLine[] }) {
  const { t } = useTranslation();
  const measure = useMeasure();
  return (
    <Section title={t('performanceCard.goals.title')} testId="card-goals">
      {goals.length === 0 ? (
        <Typography color="text.secondary" data-testid="card-goals-none">
          {t('performanceCard.goals.none')}
        </Typography>
      ) : (
        <ScrollTable label={t('performanceCard.goals.title')} minWidth={640} sx={FRAME}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('performanceCard.goals.goal')}</TableCell>
                <TableCell>{t('performanceCard.goals.round')}</TableCell>
                <TableCell align="right">{t('performanceCard.goals.weight')}</TableCell>
                <TableCell align="right">{t('performanceCard.goals.target')}</TableCell>
                <TableCell align="right">{t('performanceCard.goals.actual')}</TableCell>
                <TableCell align="right">{t('performanceCard.goals.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {goals.map((goal) => (
                <Fragment key={goal.id}>
                  <TableRow data-testid={`card-goal-${goal.id}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {goal.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {[goal.category?.name, measure.how(goal)].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell>{goal.frequency?.name ?? t('performanceCard.goals.everyRound')}</TableCell>
                    <TableCell align="right">{`${numberText(goal.weight)} %`}</TableCell>
                    <TableCell align="right">{measure.target(goal)}</TableCell>
                    <TableCell align="right">{measure.result(goal)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }} data-testid={`card-goal-${goal.id}-score`}>
                      {scoreText(goal.score)}
                    </TableCell>
                  </TableRow>
                  {goal.sub_goals.map((sub) => (
                    <TableRow key={sub.id} data-testid={`card-sub-goal-${sub.id}`}>
                      <TableCell sx={{ pl: 4, overflowWrap: 'anywhere' }}>
                        <Typography variant="body2">{sub.name}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {[t('performanceCard.goals.subGoal'), measure.how(sub)].filter(Boolean).join(' · ')}
                        </Typography>
                      </TableCell>
                      <TableCell />
                      <TableCell align="right">{`${numberText(sub.weight)} %`}</TableCell>
                      <TableCell align="right">{measure.target(sub)}</TableCell>
                      <TableCell align="right">{measure.result(sub)}</TableCell>
                      <TableCell align="right">{scoreText(sub.score)}</TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}
