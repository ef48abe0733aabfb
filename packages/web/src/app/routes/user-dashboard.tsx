import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The user dashboard: a later issue builds this screen. */
export default function UserDashboardRoute() {
  return <PlaceholderPage titleKey="pages.userDashboard" />;
}
