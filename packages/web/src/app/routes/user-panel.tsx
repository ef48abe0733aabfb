import { PersonalGoalsPanel } from '../../features/goals/components/personal-goals-panel.tsx';
import { UserPanelScreen } from '../../features/user-panel/components/user-panel-screen.tsx';

/**
 * /user-panel/{id}: profile, edit user, the person's goals and competencies, and (one's own) change
 * password. Callers who may change the person's goals get the goals screen's editor (docs/product.md §7.4).
 */
export default function UserPanelRoute() {
  return (
    <UserPanelScreen
      goalsEditor={({ employeeId, periodId }) => <PersonalGoalsPanel key={`${employeeId}-${periodId}`} employeeId={employeeId} periodId={periodId} canEdit />}
    />
  );
}
