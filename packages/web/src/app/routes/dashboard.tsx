import { lazy } from 'react';
import { usePrincipal } from '../../lib/session.ts';

const AdminDashboard = lazy(() => import('./admin-dashboard.tsx'));
const UserDashboard = lazy(() => import('./user-dashboard.tsx'));

/** `/`: the admin dashboard for admin and super admin, the user dashboard for a user (docs/product.md §7.4). */
export default function DashboardRoute() {
  const principal = usePrincipal();
  return principal?.role === 'user' ? <UserDashboard /> : <AdminDashboard />;
}
