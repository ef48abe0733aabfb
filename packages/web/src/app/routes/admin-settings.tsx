import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /admin-settings: a later issue builds this screen. */
export default function AdminSettingsRoute() {
  return <PlaceholderPage titleKey="pages.adminSettings" />;
}
