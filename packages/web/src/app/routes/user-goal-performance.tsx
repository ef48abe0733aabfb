import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { GoalPerformanceScreen } from '../../features/performance/components/goal-performance-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /user-goal-performance/{id}?period=: one employee's goal results in a period. */
export default function UserGoalPerformanceRoute() {
  const employeeId = positiveIdOf(useParams().id);
  if (employeeId === null) return <NotFoundPage />;
  return <GoalPerformanceScreen key={employeeId} employeeId={employeeId} />;
}
