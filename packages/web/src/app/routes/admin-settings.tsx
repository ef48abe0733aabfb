import { AdminSettingsScreen } from '../../features/admin-settings/components/admin-settings-screen.tsx';

/** /admin-settings (super admin): permissions, admins and the danger zone. */
export default function AdminSettingsRoute() {
  return <AdminSettingsScreen />;
}
