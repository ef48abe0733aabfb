import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { UrlTabs, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { operatorKeys } from '../api/keys.ts';
import { operatorToken } from '../api/operator-client.ts';
import { PaymentsTab } from './payments-tab.tsx';
import { PlansTab } from './plans-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';

const TABS = ['payments', 'plans', 'settings'] as const;

/** The signed-in operator's page: payments, plans and settings as tabs (kept in the URL), and Sign out. */
export function OperatorConsole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useUrlTab(TABS);
  const signOut = () => {
    operatorToken.clear();
    queryClient.removeQueries({ queryKey: operatorKeys.all() });
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('app.name')}
        </Typography>
        <LanguageSelector />
        <Button color="inherit" startIcon={<Logout />} onClick={signOut} data-testid="operator-sign-out">
          {t('operator.signOut')}
        </Button>
      </Box>
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, sm: 3 }, maxWidth: 1440, mx: 'auto' }}>
        <ScreenTitle title={t('operator.title')} />
        <UrlTabs tabs={TABS.map((key) => ({ key, label: t(`operator.tabs.${key}`) }))} value={tab} onChange={setTab} testId="operator-tab" />
        <Box role="tabpanel" aria-label={t(`operator.tabs.${tab}`)} data-testid={`operator-panel-${tab}`}>
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'plans' && <PlansTab />}
          {tab === 'settings' && <SettingsTab />}
        </Box>
      </Box>
    </Box>
  );
}
