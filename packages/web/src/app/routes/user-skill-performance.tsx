import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { SkillPerformanceScreen } from '../../features/performance/components/skill-performance-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /user-skill-performance/{id}?period=: one employee's competency results in a period. */
export default function UserSkillPerformanceRoute() {
  const employeeId = positiveIdOf(useParams().id);
  if (employeeId === null) return <NotFoundPage />;
  return <SkillPerformanceScreen key={employeeId} employeeId={employeeId} />;
}
