import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserPanel } from '@performa/contracts/api/employees';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Facts({ rows, testId }: { rows: [string, ReactNode, string][]; testId: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.5 }, m: 0 }}
    >
      {rows.map(([label, value, key]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }} data-testid={`panel-${key}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The account and, in the selected project, the employee's placement. */
export function ProfileTab({ panel }: { panel: UserPanel }) {
  const { t } = useTranslation();
  const { account, employee } = panel;
  const dash = '—';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('userPanel.account')}
        </Typography>
        <Facts
          testId="panel-account"
          rows={[
            [t('userPanel.fullName'), account.full_name, 'full-name'],
            [t('userPanel.username'), account.username, 'username'],
            [t('userPanel.role'), t(`userPanel.roles.${account.role}`), 'role'],
            [t('userPanel.email'), account.email || dash, 'email'],
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('userPanel.placement')}
        </Typography>
        {employee ? (
          <Facts
            testId="panel-employee"
            rows={[
              [t('userPanel.employeeNumber'), employee.employee_number, 'employee-number'],
              [t('userPanel.department'), employee.department?.name ?? dash, 'department'],
              [t('userPanel.subDepartment'), employee.sub_department?.name ?? dash, 'sub-department'],
              [t('userPanel.position'), employee.position?.name ?? dash, 'position'],
              [t('userPanel.manager'), employee.report_to?.full_name ?? dash, 'manager'],
              [
                t('userPanel.status'),
                <Chip
                  key="status"
                  size="small"
                  color={employee.status === 'active' ? 'success' : 'default'}
                  variant="outlined"
                  label={t(`userPanel.statuses.${employee.status}`)}
                />,
                'status',
              ],
            ]}
          />
        ) : (
          <Alert severity="info" data-testid="panel-not-employee">
            {t('userPanel.notEmployee')}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
