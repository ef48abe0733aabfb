import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GoalPanelPage } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { useGoalPanel } from '../api/get-goal-panel.ts';
import { panelQuery } from '../hooks/use-panel-params.ts';
import { goalPerformancePath, ScoreCell, useScoreFormat } from './format.tsx';
import { PanelFrame, PanelPager, PersonCard, PersonCards, type PanelTabProps } from './panel-cards.tsx';

type GoalRow = GoalPanelPage['results'][number];

/** One person's goals of the round: name, weight and score of each. */
function GoalList({ row }: { row: GoalRow }) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  if (row.goals.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('performance.goals.none')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {row.goals.map((goal) => (
        <Box
          component="li"
          key={goal.id}
          data-testid={`performance-goal-${row.employee.id}-${goal.id}`}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {goal.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('performance.goals.weight', { weight: number(goal.weight) })}
            </Typography>
          </Typography>
          <ScoreCell score={goal.score} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The Goals tab (docs/product.md §7): per employee of the panel's page, goal overall (rule 5) and the
 * score and weight of each goal of the round; same filters, order and pages as the results.
 */
export function GoalsPanel({ params, round, period, onPage, onSort }: PanelTabProps) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useGoalPanel(panelQuery(params, round));
  const rows = query.data?.results ?? [];

  const weightWarning = (row: GoalRow) =>
    row.goals.length > 0 && Math.abs(row.weight_total - 100) > 1e-9 ? (
      <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }} data-testid={`performance-goal-weights-${row.employee.id}`}>
        {t('performance.goals.weightTotal', { total: number(row.weight_total) })}
      </Typography>
    ) : null;

  return (
    <PanelFrame query={query}>
      {phone ? (
        <PersonCards label={t('performance.tabs.goals')} testId="performance-goal-cards">
          {rows.map((row) => (
            <PersonCard
              key={row.employee.id}
              testId={`performance-goal-card-${row.employee.id}`}
              to={goalPerformancePath(row.employee.id, period)}
              name={row.employee.full_name}
              overallLabel={t('performance.columns.goal_overall')}
              overall={row.goal_overall}
              overallTestId={`performance-goal-overall-${row.employee.id}`}
            >
              <GoalList row={row} />
              {weightWarning(row)}
            </PersonCard>
          ))}
        </PersonCards>
      ) : (
        rows.length > 0 && (
          <TableContainer>
            <Table size="small" data-testid="performance-goal-table">
              <TableHead>
                <TableRow>
                  <SortHeader field="full_name" sort={params.sort} onSort={onSort} testId="performance-goal-sort-name" sx={{ width: '30%' }}>
                    {t('performance.columns.employee')}
                  </SortHeader>
                  <SortHeader field="goal_overall" sort={params.sort} onSort={onSort} testId="performance-goal-sort-overall" align="right" sx={{ width: 120 }}>
                    {t('performance.columns.goal_overall')}
                  </SortHeader>
                  <TableCell>{t('performance.goals.title')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.employee.id} data-testid={`performance-goal-row-${row.employee.id}`} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <PersonCell
                        person={row.employee}
                        to={goalPerformancePath(row.employee.id, period)}
                        testId={`performance-goal-employee-${row.employee.id}`}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <ScoreCell score={row.goal_overall} testId={`performance-goal-overall-${row.employee.id}`} />
                    </TableCell>
                    <TableCell>
                      <GoalList row={row} />
                      {weightWarning(row)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      )}
      <PanelPager count={query.data?.count ?? 0} params={params} onPage={onPage} testId="performance-goal-pagination" />
    </PanelFrame>
  );
}
