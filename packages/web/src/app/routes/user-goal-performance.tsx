import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /user-goal-performance/{id}: a later issue builds this screen. */
export default function UserGoalPerformanceRoute() {
  return <PlaceholderPage titleKey="pages.userGoalPerformance" />;
}
