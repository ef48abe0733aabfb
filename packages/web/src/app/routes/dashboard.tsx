import { allows } from '@performa/contracts/access';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { useWizardSummary } from '../../features/wizard/api/get-summary.ts';
import { usePrincipal } from '../../lib/session.ts';

const AdminDashboard = lazy(() => import('./admin-dashboard.tsx'));
const UserDashboard = lazy(() => import('./user-dashboard.tsx'));

/**
 * `/`: the admin dashboard for admin and super admin, the user dashboard for a user (docs/product.md §7.4).
 * A super admin whose selected project is still empty (no department, no employee but themselves:
 * ADR 16) lands on the wizard instead: their first sign-in starts the setup, not an empty page.
 */
export default function DashboardRoute() {
  const principal = usePrincipal();
  const setsUp = principal !== null && allows('superAdminActive', principal);
  const summary = useWizardSummary({ enabled: setsUp });
  if (principal?.role === 'user') return <UserDashboard />;
  if (setsUp && summary.isPending) return null;
  if (setsUp && summary.data?.empty) return <Navigate to="/wizard" replace />;
  return <AdminDashboard />;
}
