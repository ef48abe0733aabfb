import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /user-panel/{id}: a later issue builds this screen. */
export default function UserPanelRoute() {
  return <PlaceholderPage titleKey="pages.userPanel" />;
}
