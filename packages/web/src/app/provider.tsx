import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { ToastHost } from '../components/toast-host.tsx';
import { useSession } from '../lib/session.ts';
import { useTokenRefresh } from '../lib/use-token-refresh.ts';
import { theme } from '../theme/theme.ts';

/** The white overlay while the user's data loads and while logging out (docs/product.md §7.1). */
function SessionOverlay() {
  const busy = useSession((s) => s.status === 'loading' || s.loggingOut);
  return busy ? <LoadingOverlay /> : null;
}

/**
 * Theme, error boundary, session refresh timer and toasts (top right, 5 s). The data cache
 * (TanStack Query) is provided by the signed-in shell, which loads after the login page.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useTokenRefresh();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        {children}
        <SessionOverlay />
      </ErrorBoundary>
      <ToastHost />
    </ThemeProvider>
  );
}
