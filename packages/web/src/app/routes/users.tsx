import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /users: a later issue builds this screen. */
export default function UsersRoute() {
  return <PlaceholderPage titleKey="pages.users" />;
}
