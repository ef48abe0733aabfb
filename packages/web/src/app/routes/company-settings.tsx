import { CompanySettingsScreen } from '../../features/company-settings/components/company-settings-screen.tsx';

/** /company-settings (super admin): company details and logo. */
export default function CompanySettingsRoute() {
  return <CompanySettingsScreen />;
}
