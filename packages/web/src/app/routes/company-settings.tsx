import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /company-settings: a later issue builds this screen. */
export default function CompanySettingsRoute() {
  return <PlaceholderPage titleKey="pages.companySettings" />;
}
