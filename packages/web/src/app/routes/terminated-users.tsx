import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /users/terminated-users: a later issue builds this screen. */
export default function TerminatedUsersRoute() {
  return <PlaceholderPage titleKey="pages.terminatedUsers" />;
}
