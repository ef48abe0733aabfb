import { UserPanelScreen } from '../../features/user-panel/components/user-panel-screen.tsx';

/** /user-panel/{id}: profile, edit user and (one's own) change password. */
export default function UserPanelRoute() {
  return <UserPanelScreen />;
}
