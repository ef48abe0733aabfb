import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AlertScreen } from '../../components/alert-screen.tsx';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { clearPendingRedirect, loadSession, LOGIN_PATH, logout, useSession } from '../../lib/session.ts';

function SessionLoadFailed() {
  const { t } = useTranslation();
  return (
    <AlertScreen minHeight="100vh">
      <Typography variant="h5" component="h1">
        {t('session.loadFailed')}
      </Typography>
      <Typography color="text.secondary">{t('errors.fetchFailed')}</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={() => void loadSession()}>
          {t('common.retry')}
        </Button>
        <Button variant="outlined" onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </Box>
    </AlertScreen>
  );
}

/**
 * Every route but the public ones: without a session the user goes to /auth/login; with one,
 * the user and permission data are loaded first (the white overlay shows meanwhile), and `preload`
 * is given the path at the same time, to start loading what the page will need.
 */
export function RequireSession({ preload }: { preload?: (path: string) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const status = useSession((s) => s.status);
  const pendingRedirect = useSession((s) => s.pendingRedirect);

  useEffect(() => {
    if (!isAuthenticated || status !== 'idle') return;
    void loadSession();
    preload?.(location.pathname);
  }, [isAuthenticated, status, preload, location.pathname]);

  useEffect(() => {
    if (status !== 'succeeded' || !pendingRedirect) return;
    clearPendingRedirect();
    if (location.pathname !== pendingRedirect) void navigate(pendingRedirect, { replace: true });
  }, [status, pendingRedirect, location.pathname, navigate]);

  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (status === 'failed') return <SessionLoadFailed />;
  if (status === 'idle') return <LoadingOverlay />;
  // While loading, the app-wide overlay (provider.tsx) covers the screen.
  if (status === 'loading' || pendingRedirect) return null;
  return <Outlet />;
}
