import { EmbeddedScreen, ScreenTitle } from '../../components/screen-title.tsx';
import { CompanySettingsScreen } from '../../features/company-settings/components/company-settings-screen.tsx';
import { DepartmentsScreen } from '../../features/departments/components/departments-screen.tsx';
import { PositionalChartScreen } from '../../features/positional-chart/components/positional-chart-screen.tsx';
import { ProjectsScreen } from '../../features/projects/components/projects-screen.tsx';
import { EmployeesScreen } from '../../features/users/components/employees-screen.tsx';
import { SetupWizard } from '../../features/wizard/components/setup-wizard.tsx';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

/**
 * /wizard (super admin): the guided setup. Each step shows the screen of the feature that owns the
 * data (composed here, in the app layer), so the wizard and the screens never diverge.
 */
export default function WizardRoute() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle title={t('wizard.title')} />
      <EmbeddedScreen>
        <SetupWizard
          steps={{
            company: <CompanySettingsScreen />,
            project: <ProjectsScreen />,
            departments: <DepartmentsScreen />,
            positions: <PositionalChartScreen />,
            employees: <EmployeesScreen status="active" />,
          }}
        />
      </EmbeddedScreen>
    </Box>
  );
}
