import { UserDashboardScreen } from '../../features/user-dashboard/components/user-dashboard-screen.tsx';

/** `/` for a user: the user dashboard (docs/product.md §7.4, §7.9). Loaded lazily by the dashboard route, with its charts. */
export default function UserDashboardRoute() {
  return <UserDashboardScreen />;
}
