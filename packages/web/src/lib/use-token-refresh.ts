import { useEffect } from 'react';
import { refreshSession, useSession } from './session.ts';

export const TOKEN_REFRESH_INTERVAL_MS = 60_000;

/** Refreshes the access token every 60 s while the session is authenticated (docs/product.md §7.1). */
export function useTokenRefresh() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => void refreshSession(), TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isAuthenticated]);
}
