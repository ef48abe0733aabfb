import { EmbeddedScreen, ScreenTitle } from '../../components/screen-title.tsx';
import { CompanySettingsScreen } from '../../features/company-settings/components/company-settings-screen.tsx';
import { DepartmentsScreen } from '../../features/departments/components/departments-screen.tsx';
import { PositionalChartScreen } from '../../features/positional-chart/components/positional-chart-screen.tsx';
import { ProjectsScreen } from '../../features/projects/components/projects-screen.tsx';
import { EmployeesScreen } from '../../features/users/components/employees-screen.tsx';
import { CategoriesPanel } from '../../features/categories/components/categories-panel.tsx';
import { CompetenciesScreen } from '../../features/competencies/components/competencies-screen.tsx';
import { GoalsScreen } from '../../features/goals/components/goals-screen.tsx';
import { PeriodsScreen } from '../../features/periods/components/periods-screen.tsx';
import { ResponseScalesScreen } from '../../features/response-scales/components/response-scales-screen.tsx';
import { WeightsScreen } from '../../features/weights/components/weights-screen.tsx';
import { SetupWizard } from '../../features/wizard/components/setup-wizard.tsx';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

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
            periods: <PeriodsScreen />,
            scales: <ResponseScalesScreen />,
            categories: (
              <Stack spacing={4}>
                <CategoriesPanel kind="goal" />
                <CategoriesPanel kind="skill" />
              </Stack>
            ),
            competencies: <CompetenciesScreen />,
            goals: <GoalsScreen />,
            weights: <WeightsScreen />,
          }}
        />
      </EmbeddedScreen>
    </Box>
  );
}
