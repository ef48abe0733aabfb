import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { LanguageSelector } from '../components/language-selector.tsx';
import { Sidebar } from '../components/layout/sidebar.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import { UserAvatar } from '../components/layout/user-avatar.tsx';
import './feature-locales.ts';
import { useProjectResolution } from '../api/projects.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { ProjectSelector } from '../features/projects/components/project-selector.tsx';
import { createQueryClient, refetchOnLanguageChange } from '../lib/query-client.ts';
import { logout, usePrincipal, useSession } from '../lib/session.ts';
import { LOCAL_KEYS, localStore } from '../lib/storage.ts';
import { buildMenu } from './navigation/menu.tsx';

/**
 * The signed-in frame: top bar, sidebar and the page. On wide screens (md and up) the sidebar
 * sits beside the page and its open state is kept under `open`; on narrow screens it starts
 * closed and opens over the page. It also provides the data cache of the signed-in screens.
 */
export default function AppShell() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [wideOpen, setWideOpen] = useState(() => localStore.get(LOCAL_KEYS.open) !== 'false');
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnLanguageChange(queryClient), [queryClient]);
  const open = isWide ? wideOpen : narrowOpen;
  const { pathname } = useLocation();
  const principal = usePrincipal();
  const userId = useSession((s) => s.user.id);
  const menu = useMemo(() => (principal ? buildMenu(principal, userId) : []), [principal, userId]);

  const toggle = () => {
    if (isWide) {
      localStore.set(LOCAL_KEYS.open, String(!wideOpen));
      setWideOpen(!wideOpen);
    } else {
      setNarrowOpen(!narrowOpen);
    }
  };

  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <TopBar sidebarOpen={open} onToggleSidebar={toggle}>
          <ProjectSelector />
          <LanguageSelector />
          <NotificationBell />
          <UserAvatar />
        </TopBar>
        <Sidebar
          open={open}
          variant={isWide ? 'persistent' : 'temporary'}
          onClose={() => setNarrowOpen(false)}
          onNavigate={isWide ? undefined : () => setNarrowOpen(false)}
          items={menu}
          onLogout={() => void logout()}
        />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Toolbar />
          <ErrorBoundary key={pathname}>
            <ProjectPage />
          </ErrorBoundary>
        </Box>
      </Box>
    </QueryClientProvider>
  );
}

/**
 * The page, once the selected project is settled (useProjectResolution): a screen's data is its
 * project's, and a request before a project is chosen would be refused.
 */
function ProjectPage() {
  const { t } = useTranslation();
  return useProjectResolution() ? <Outlet /> : <LinearProgress aria-label={t('topBar.loadingProject')} />;
}
