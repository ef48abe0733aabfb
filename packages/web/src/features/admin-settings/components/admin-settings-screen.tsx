import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { AdminsTab } from './admins-tab.tsx';
import { DangerZone } from './danger-zone.tsx';
import { EvaluationDataZone } from './evaluation-data-zone.tsx';
import { PermissionsTab } from './permissions-tab.tsx';

const TABS = ['permissions', 'admins', 'danger-zone'] as const;
type TabKey = (typeof TABS)[number];
const LABELS = { permissions: 'permissions', admins: 'admins', 'danger-zone': 'dangerZone' } as const;

/** /admin-settings (super admin): permissions, admins, danger zone; the tab is kept in the URL (?tab=). */
export function AdminSettingsScreen() {
  const { t } = useTranslation();
  const title = t('adminSettings.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'permissions';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280 }}>
      <Typography variant="h4" component="h1" data-testid="page-title">
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: TabKey) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { px: { xs: 1.5, sm: 2 }, minWidth: { xs: 0, sm: 90 } },
          '& .MuiTabs-indicator': { bgcolor: tab === 'danger-zone' ? 'error.main' : 'primary.main' },
        }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`adminSettings.tabs.${LABELS[key]}`)}
            data-testid={`admin-tab-${key}`}
            sx={key === 'danger-zone' ? { color: 'error.dark', '&.Mui-selected': { color: 'error.dark' } } : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" data-testid={`admin-panel-${tab}`}>
        {tab === 'permissions' && <PermissionsTab />}
        {tab === 'admins' && <AdminsTab />}
        {tab === 'danger-zone' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <EvaluationDataZone />
            <DangerZone />
          </Box>
        )}
      </Box>
    </Box>
  );
}
