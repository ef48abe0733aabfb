import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserPanel } from '@performa/contracts/api/employees';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../../lib/initials.ts';

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
              [
                t('userPanel.manager'),
                // A manager terminated before their reports were moved shows as such (docs/product.md §2.7).
                employee.report_to
                  ? employee.report_to.status === 'terminated'
                    ? t('userPanel.managerTerminated', { name: employee.report_to.full_name })
                    : employee.report_to.full_name
                  : dash,
                'manager',
              ],
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
      {panel.team.length > 0 && <Team team={panel.team} />}
    </Box>
  );
}

/** The person's direct reports the caller may open: each links to their panel's goals (docs/product.md §7.4). */
function Team({ team }: { team: UserPanel['team'] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="panel-team-title" sx={{ mb: 1 }}>
        {t('userPanel.team.title')}
      </Typography>
      <List aria-labelledby="panel-team-title" disablePadding data-testid="panel-team">
        {team.map((member) => (
          <ListItem key={member.employee_id} disablePadding>
            <ListItemButton
              component={Link}
              to={`/user-panel/${member.account_id}?tab=goals`}
              sx={{ borderRadius: 1 }}
              data-testid={`panel-team-${member.account_id}`}
            >
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15 }}>{initials(member.full_name)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={member.full_name} secondary={member.position?.name ?? t('userPanel.team.noPosition')} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
