import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EmployeeGoalsResult, GoalResultLine } from '@performa/contracts/api/results';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeGoalsResult } from '../api/get-employee-goals-result.ts';
import { EmployeePage, RoundHeading, usePeriodParam } from './employee-page.tsx';
import { ScoreCell, useScoreFormat } from './format.tsx';

type Measure = Pick<GoalResultLine, 'is_numerical' | 'is_positive' | 'target' | 'actual' | 'scale_template' | 'rating' | 'score'>;
type SubGoal = GoalResultLine['sub_goals'][number];

/** Higher or lower is better (a numerical goal, §4.2), or rated on a scale (§4.3). */
function Direction({ measure, testId }: { measure: Measure; testId: string }) {
  const { t } = useTranslation();
  if (!measure.is_numerical)
    return (
      <Typography variant="body2" component="span" data-testid={testId}>
        {measure.scale_template ? t('performance.goal.scaleOf', { scale: measure.scale_template.name }) : t('performance.goal.scale')}
      </Typography>
    );
  const Icon = measure.is_positive ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid={testId}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        {measure.is_positive ? t('performance.goal.higher') : t('performance.goal.lower')}
      </Typography>
    </Box>
  );
}

/** The target and the actual of a numerical goal; the rating of a scale goal. */
function useMeasureText() {
  const { number } = useScoreFormat();
  return {
    target: (m: Measure) => (m.is_numerical ? number(m.target) : '—'),
    actual: (m: Measure) => (m.is_numerical ? number(m.actual) : number(m.rating)),
  };
}

/** What a goal carries besides its name: category, the round it belongs to (or the whole period), deadline, shared. */
function GoalNotes({ goal }: { goal: GoalResultLine }) {
  const { t } = useTranslation();
  const { day } = useScoreFormat();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        {[
          goal.category?.name,
          goal.frequency ? goal.frequency.name : t('performance.goal.wholePeriod'),
          goal.deadline && t('performance.goal.deadline', { date: day(goal.deadline) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {goal.shared && (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          icon={<GroupsOutlined />}
          label={t('performance.goal.shared')}
          data-testid={`goal-shared-${goal.id}`}
        />
      )}
    </Box>
  );
}

/** The goals on a wide screen: one row per goal, its sub goals indented below it. */
function GoalTable({ goals }: { goals: readonly GoalResultLine[] }) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  const text = useMeasureText();
  const cells = (m: Measure, id: string) => (
    <>
      <TableCell>
        <Direction measure={m} testId={`goal-direction-${id}`} />
      </TableCell>
      <TableCell align="right" data-testid={`goal-target-${id}`}>
        {text.target(m)}
      </TableCell>
      <TableCell align="right" data-testid={`goal-actual-${id}`}>
        {text.actual(m)}
      </TableCell>
      <TableCell align="right">
        <ScoreCell score={m.score} testId={`goal-score-${id}`} />
      </TableCell>
    </>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('performance.goal.goals')} data-testid="goal-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 220 }}>{t('performance.goal.goal')}</TableCell>
            <TableCell>{t('performance.goal.direction')}</TableCell>
            <TableCell align="right">{t('performance.goal.target')}</TableCell>
            <TableCell align="right">{t('performance.goal.actual')}</TableCell>
            <TableCell align="right">{t('performance.goal.score')}</TableCell>
            <TableCell align="right">{t('performance.goal.weight')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => (
            <Fragment key={goal.id}>
              <TableRow data-testid={`goal-row-${goal.id}`} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {goal.name}
                  </Typography>
                  <GoalNotes goal={goal} />
                </TableCell>
                {goal.sub_goals.length > 0 ? (
                  <>
                    <TableCell colSpan={3}>
                      <Typography variant="body2" color="text.secondary">
                        {t('performance.goal.fromSubGoals', { n: goal.sub_goals.length })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      <ScoreCell score={goal.score} testId={`goal-score-${goal.id}`} />
                    </TableCell>
                  </>
                ) : (
                  cells(goal, String(goal.id))
                )}
                <TableCell align="right" data-testid={`goal-weight-${goal.id}`}>
                  {number(goal.weight)} %
                </TableCell>
              </TableRow>
              {goal.sub_goals.map((sub) => (
                <TableRow key={sub.id} data-testid={`goal-sub-${goal.id}-${sub.id}`} sx={{ verticalAlign: 'top', '& > *': { bgcolor: 'action.hover' } }}>
                  <TableCell component="th" scope="row" sx={{ pl: 4 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }} aria-hidden>
                        ↳
                      </Box>
                      {sub.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('performance.goal.subGoal')}
                    </Typography>
                  </TableCell>
                  {cells(sub, `${goal.id}-${sub.id}`)}
                  <TableCell align="right">{number(sub.weight)} %</TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One goal (or sub goal) on a phone: its measure as a short list. */
function MeasureList({ measure, weight, id }: { measure: Measure; weight: number; id: string }) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  const text = useMeasureText();
  const items: [string, ReactNode][] = [
    [t('performance.goal.direction'), <Direction key="d" measure={measure} testId={`goal-direction-${id}`} />],
    ...(measure.is_numerical ? ([[t('performance.goal.target'), text.target(measure)]] as [string, ReactNode][]) : []),
    [t('performance.goal.actual'), text.actual(measure)],
    [t('performance.goal.score'), <ScoreCell key="s" score={measure.score} testId={`goal-score-${id}`} />],
    [t('performance.goal.weight'), `${number(weight)} %`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The goals on a phone: a card per goal, its sub goals inside. */
function GoalCards({ goals }: { goals: readonly GoalResultLine[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('performance.goal.goals')}
      data-testid="goal-cards"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {goals.map((goal) => (
        <Paper component="li" variant="outlined" key={goal.id} data-testid={`goal-card-${goal.id}`} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{goal.name}</Typography>
          <GoalNotes goal={goal} />
          <MeasureList measure={goal} weight={goal.weight} id={String(goal.id)} />
          {goal.sub_goals.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
              {goal.sub_goals.map((sub: SubGoal) => (
                <Box component="li" key={sub.id} data-testid={`goal-sub-${goal.id}-${sub.id}`} sx={{ py: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {sub.name}
                  </Typography>
                  <MeasureList measure={sub} weight={sub.weight} id={`${goal.id}-${sub.id}`} />
                </Box>
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/** Per round: goal overall (rule 5), the weights' total and whether the goal evaluation is completed. */
function RoundTotals({ rounds }: { rounds: EmployeeGoalsResult['rounds'] }) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(300px, 1fr))' }, gap: 1.5 }}>
      {rounds.map((r) => (
        <Paper
          key={r.round.id}
          variant="outlined"
          component="section"
          sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
          data-testid={`goal-round-${r.round.id}`}
        >
          <RoundHeading round={r.round} />
          {!r.round.visible ? (
            <Alert severity="info">{t('performance.hidden')}</Alert>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <Typography variant="body2">{t('performance.columns.goal_overall')}</Typography>
                <ScoreCell score={r.goal_overall} testId={`goal-overall-${r.round.id}`} />
              </Box>
              <Typography
                variant="body2"
                color={Math.abs(r.weight_total - 100) > 1e-9 ? 'warning.dark' : 'text.secondary'}
                data-testid={`goal-weights-${r.round.id}`}
              >
                {t('performance.goal.weightTotal', { total: number(r.weight_total) })}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`goal-evaluated-${r.round.id}`}>
                {r.evaluated ? t('performance.goal.evaluated') : t('performance.goal.notEvaluated')}
              </Typography>
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/**
 * /user-goal-performance/{id} (docs/product.md §7): one employee's goals in a period (?period=): per
 * round goal overall and the weights; per goal the target, actual, direction, score (rules 2–4), weight,
 * sub goals and whether it is shared.
 */
export function GoalPerformanceScreen({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [periodParam, setPeriod] = usePeriodParam();
  const query = useEmployeeGoalsResult(employeeId, periodParam);
  const data = query.data;
  return (
    <EmployeePage kind="goal" employeeId={employeeId} query={query} onPeriod={setPeriod}>
      {data?.period && (
        <>
          {data.rounds.length > 0 ? <RoundTotals rounds={data.rounds} /> : <Alert severity="info">{t('performance.noRounds')}</Alert>}
          <Typography variant="h6" component="h2">
            {t('performance.goal.goals')}
          </Typography>
          {data.goals.length === 0 ? (
            <Alert severity="info" data-testid="goal-none">
              {t('performance.goal.none')}
            </Alert>
          ) : phone ? (
            <GoalCards goals={data.goals} />
          ) : (
            <Paper variant="outlined">
              <GoalTable goals={data.goals} />
            </Paper>
          )}
        </>
      )}
    </EmployeePage>
  );
}
