import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectDetails } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { formatNumber } from '../../../lib/numbers.ts';
import { useProjectDetails } from '../api/get-project-details.ts';

type CountKey =
  | 'departments'
  | 'positions'
  | 'activeEmployees'
  | 'terminatedEmployees'
  | 'periods'
  | 'rounds'
  | 'evaluations'
  | 'notActivated'
  | 'inProgress'
  | 'completed'
  | 'terminatedEvaluations'
  | 'positionalGoals'
  | 'personalGoals'
  | 'competencies';

/** The counts in the order shown: the organisation, the setup, the evaluations by state, the goals and competencies. */
const countsOf = (d: ProjectDetails): Array<[CountKey, number]> => [
  ['departments', d.departments],
  ['positions', d.positions],
  ['activeEmployees', d.employees.active],
  ['terminatedEmployees', d.employees.terminated],
  ['periods', d.periods],
  ['rounds', d.rounds],
  ['positionalGoals', d.goals.positional],
  ['personalGoals', d.goals.personal],
  ['competencies', d.competencies],
  ['evaluations', d.evaluations.total],
  ['notActivated', d.evaluations.not_activated],
  ['inProgress', d.evaluations.in_progress],
  ['completed', d.evaluations.completed],
  ['terminatedEvaluations', d.evaluations.terminated],
];

/**
 * The project's counts (`wizard/project-details/`, docs/product.md §7.9): employees, evaluations and personal
 * goals within the admin's department scope, the rest project-wide. A list of terms and figures.
 */
export function ProjectDetailsPanel() {
  const { t } = useTranslation();
  const details = useProjectDetails();
  const title = t('adminDashboard.details.title');
  return (
    <SectionPanel title={title} level="h2" testId="dashboard-details">
      {details.isError && !details.data ? (
        <LoadFailed onRetry={() => void details.refetch()}>{t('adminDashboard.details.loadFailed')}</LoadFailed>
      ) : (
        details.data && (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(10rem, 1fr))' } }}
          >
            {countsOf(details.data).map(([key, value]) => (
              <Box
                key={key}
                data-testid={`dashboard-details-${key}`}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  justifyContent: 'flex-end',
                  p: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  minWidth: 0,
                }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`adminDashboard.details.counts.${key}`)}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={`dashboard-details-${key}-value`}>
                  {formatNumber(value, { max: 0 })}
                </Typography>
              </Box>
            ))}
          </Box>
        )
      )}
    </SectionPanel>
  );
}
