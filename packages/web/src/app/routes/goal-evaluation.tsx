import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { GoalEvaluationScreen } from '../../features/evaluations/components/goal-evaluation-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /goal-evaluation/{employee_id}/{frequency_id}: the goal evaluation of one evaluatee in a round. */
export default function GoalEvaluationRoute() {
  const params = useParams();
  const employeeId = positiveIdOf(params.employee_id);
  const roundId = positiveIdOf(params.frequency_id);
  if (employeeId === null || roundId === null) return <NotFoundPage />;
  return <GoalEvaluationScreen key={`${employeeId}-${roundId}`} employeeId={employeeId} roundId={roundId} />;
}
