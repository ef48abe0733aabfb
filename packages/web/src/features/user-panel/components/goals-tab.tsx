import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PersonalGoal, SubGoal } from '@performa/contracts/api/goals';
import type { PanelGoals } from '@performa/contracts/api/user-panel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useSetSearchParam } from '../../../components/ui/url-tabs.tsx';
import { usePanelGoals } from '../api/get-panel-goals.ts';
import { numberText } from '../../../lib/numbers.ts';
import { Loaded } from './panel-data.tsx';

/** What the page's goal editor (the goals feature's, for callers who may change goals) needs. */
export interface GoalsEditorProps {
  employeeId: number;
  periodId: number;
}

interface GoalsTabProps {
  accountId: number;
  /** The caller may change this person's goals (contracts/access.ts mayEditPersonData). */
  canEdit: boolean;
  /** The goal editor the page composes (features do not import each other); without it the goals are read-only. */
  editor?: (props: GoalsEditorProps) => ReactNode;
}

type Measured = Pick<SubGoal, 'is_numerical' | 'target' | 'is_positive'> & { scale_template: PersonalGoal['scale_template'] | null };

/** "Numerical, higher is better" or "Rated on <scale>". */
function useMeasureText() {
  const { t } = useTranslation();
  return (goal: Measured) =>
    goal.is_numerical
      ? t(goal.is_positive ? 'userPanel.goals.higherIsBetter' : 'userPanel.goals.lowerIsBetter')
      : t('userPanel.goals.scale', { name: goal.scale_template?.name ?? '—' });
}

function Facts({ rows }: { rows: Array<[string, ReactNode] | false> }) {
  const shown = rows.filter((row): row is [string, ReactNode] => row !== false);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function GoalCard({ goal }: { goal: PersonalGoal }) {
  const { t } = useTranslation();
  const measure = useMeasureText();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="panel-goal">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="panel-goal-name">
          {goal.name}
        </Typography>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('userPanel.goals.weightValue', { value: numberText(goal.weight) })}
          data-testid="panel-goal-weight"
        />
      </Box>
      <Facts
        rows={[
          [t('userPanel.goals.category'), goal.category?.name ?? '—'],
          [t('userPanel.goals.type'), measure(goal)],
          goal.is_numerical && [t('userPanel.goals.target'), numberText(goal.target)],
          goal.deadline !== null && [t('userPanel.goals.deadline'), goal.deadline],
          goal.success_criteria !== '' && [t('userPanel.goals.successCriteria'), goal.success_criteria],
          goal.shared && [t('userPanel.goals.sharedWith'), goal.shared_with.map((p) => p.full_name).join(', ') || '—'],
        ]}
      />
      {goal.sub_goals.length > 0 && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('userPanel.goals.subGoals')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {goal.sub_goals.map((sub) => (
              <Typography key={sub.id} component="li" variant="body2" data-testid="panel-sub-goal">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {sub.name}
                </Box>
                {` · ${t('userPanel.goals.weightValue', { value: numberText(sub.weight) })} · ${measure({ ...sub, scale_template: null })}`}
                {sub.is_numerical && ` · ${t('userPanel.goals.target')}: ${numberText(sub.target)}`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** The goals of the period by round: goals of every round first, then each round's own (docs/product.md §3.7, §3.10). */
function GoalsByRound({ data }: { data: PanelGoals }) {
  const { t } = useTranslation();
  const hasRounds = data.rounds.some((r) => r.frequency_id !== null);
  const groups = [
    {
      key: 'all',
      title: hasRounds ? t('userPanel.goals.everyRound') : t('userPanel.goals.wholePeriod'),
      goals: data.goals.filter((g) => g.frequency === null),
    },
    ...data.rounds
      .filter((r) => r.frequency_id !== null)
      .map((r) => ({ key: String(r.frequency_id), title: r.name, goals: data.goals.filter((g) => g.frequency?.id === r.frequency_id) })),
  ].filter((group) => group.goals.length > 0);

  if (data.goals.length === 0)
    return (
      <Alert severity="info" data-testid="panel-goals-empty">
        {t('userPanel.goals.none')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box component="section" aria-labelledby="panel-round-totals">
        <Typography id="panel-round-totals" variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
          {t('userPanel.goals.totals')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="panel-round-totals">
          {data.rounds.map((round) => (
            <Chip
              key={round.frequency_id ?? 'period'}
              size="small"
              color={round.complete ? 'success' : 'warning'}
              label={`${round.name || t('userPanel.goals.wholePeriod')}: ${t('userPanel.goals.weightValue', { value: numberText(round.total) })}`}
            />
          ))}
        </Box>
      </Box>
      {groups.map((group) => (
        <Box key={group.key} component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid={`panel-goal-group-${group.key}`}>
          <Typography variant="h6" component="h3">
            {group.title}
          </Typography>
          {group.goals.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** A person's goals on their panel: read-only, or the page's goal editor for those who may change them. The period lives in the URL (?period=). */
export function GoalsTab({ accountId, canEdit, editor }: GoalsTabProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const asked = Number(params.get('period'));
  const goals = usePanelGoals(accountId, Number.isSafeInteger(asked) && asked > 0 ? asked : null);
  const editing = canEdit && editor !== undefined;
  return (
    <Loaded data={goals.data} error={goals.error} isFetching={goals.isFetching} refetch={goals.refetch} testId="panel-goals-error">
      {(data) =>
        data.period_id === null ? (
          <Alert severity="info" data-testid="panel-goals-no-periods">
            {t('userPanel.goals.noPeriods')}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
              <Typography variant="h6" component="h2">
                {t('userPanel.goals.title')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <IdSelect
                  size="small"
                  label={t('userPanel.goals.period')}
                  value={data.period_id}
                  onChange={(id) => id !== null && setParam('period', String(id))}
                  options={data.periods}
                  sx={{ minWidth: 220 }}
                  testId="panel-goals-period"
                />
                {data.card && (
                  <Button
                    component={Link}
                    to={`/performance-card/${data.employee.id}/${data.period_id}`}
                    variant="outlined"
                    startIcon={<AssignmentIndOutlined />}
                    data-testid="panel-performance-card"
                  >
                    {t('userPanel.goals.performanceCard')}
                  </Button>
                )}
              </Box>
            </Box>
            {editing ? (
              editor({ employeeId: data.employee.id, periodId: data.period_id })
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" data-testid="panel-goals-read-only">
                  {t('userPanel.goals.readOnly')}
                </Typography>
                <GoalsByRound data={data} />
              </>
            )}
          </Box>
        )
      }
    </Loaded>
  );
}
