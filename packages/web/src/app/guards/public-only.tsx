import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/**
 * The public pages (login, register). Someone who arrives already signed in goes to /;
 * signing in on the page itself is left to the page, which then navigates on.
 */
export function PublicOnly() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [arrivedSignedIn] = useState(isAuthenticated);
  return arrivedSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
