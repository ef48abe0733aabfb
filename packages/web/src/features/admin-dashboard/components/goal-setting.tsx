import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ProgressLine, percentOf } from '../../../components/ui/progress-line.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { percentText } from '../../../lib/numbers.ts';
import { goalsPath } from './format.ts';

type GoalSettingCounts = NonNullable<AdminDashboard['goal_setting']>;

/**
 * Goal setting of the round (docs/product.md §7.9, the readiness rule of §5.4): the employees taking part whose
 * goals are set with weights summing to 100, of all, overall and per department, and who is missing, each
 * linking to the person's goals in the period on the goals screen.
 */
export function GoalSetting({ counts, period }: { counts: GoalSettingCounts; period: number | null }) {
  const { t } = useTranslation();
  const countOf = (done: number, total: number) => t('adminDashboard.countOf', { done, total, percent: percentOf(done, total) });
  const more = counts.missing_count - counts.missing.length;
  const link = goalsPath(period);
  return (
    <SectionPanel
      title={t('adminDashboard.goals.title')}
      level="h2"
      testId="dashboard-goals"
      actions={
        <Button component={RouterLink} to={link} size="small" variant="outlined" data-testid="dashboard-goals-open">
          {t('adminDashboard.goals.open')}
        </Button>
      }
    >
      <ProgressLine
        label={t('adminDashboard.goals.ready')}
        done={counts.ready}
        total={counts.employees}
        countText={countOf(counts.ready, counts.employees)}
        testId="dashboard-goals-ready"
      />
      {counts.by_department.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('adminDashboard.goals.byDepartment')}
          </Typography>
          {counts.by_department.map((row) => (
            <ProgressLine
              key={row.department?.id ?? 0}
              label={row.department?.name ?? t('adminDashboard.noDepartment')}
              done={row.ready}
              total={row.employees}
              countText={countOf(row.ready, row.employees)}
              testId={`dashboard-goals-department-${row.department?.id ?? 0}`}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('adminDashboard.goals.missingTitle')}
        </Typography>
        {counts.missing_count === 0 ? (
          <Typography color="text.secondary" data-testid="dashboard-goals-all-ready">
            {t('adminDashboard.goals.allReady')}
          </Typography>
        ) : (
          <ScrollTable label={t('adminDashboard.goals.missingTitle')} minWidth={400}>
            <Table size="small" data-testid="dashboard-goals-missing">
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminDashboard.goals.employee')}</TableCell>
                  <TableCell align="right">{t('adminDashboard.goals.goals')}</TableCell>
                  <TableCell align="right">{t('adminDashboard.goals.weights')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {counts.missing.map(({ employee, goals, weight_total }) => (
                  <TableRow key={employee.id} data-testid={`dashboard-goals-missing-${employee.id}`}>
                    <TableCell sx={{ minWidth: '12rem' }}>
                      <PersonCell
                        person={employee}
                        caption={employee.department?.name ?? t('adminDashboard.noDepartment')}
                        to={goalsPath(period, employee.id)}
                        testId={`dashboard-goals-missing-link-${employee.id}`}
                      />
                    </TableCell>
                    <TableCell align="right">{goals}</TableCell>
                    <TableCell align="right" data-testid={`dashboard-goals-missing-weight-${employee.id}`}>
                      {percentText(weight_total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
        {more > 0 && (
          <Link component={RouterLink} to={link} data-testid="dashboard-goals-more">
            {t('adminDashboard.goals.more', { count: more })}
          </Link>
        )}
      </Box>
    </SectionPanel>
  );
}
