import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The admin dashboard (admin and super admin): a later issue builds this screen. */
export default function AdminDashboardRoute() {
  return <PlaceholderPage titleKey="pages.adminDashboard" />;
}
