import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { EvaluateeRoundScreen } from '../../features/evaluations/components/evaluatee-round-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /user-evaluations/{employee_id}/{frequency_id}: every evaluation of one evaluatee in a round. */
export default function UserEvaluationsRoute() {
  const params = useParams();
  const employeeId = positiveIdOf(params.employee_id);
  const roundId = positiveIdOf(params.frequency_id);
  if (employeeId === null || roundId === null) return <NotFoundPage />;
  return <EvaluateeRoundScreen key={`${employeeId}-${roundId}`} employeeId={employeeId} roundId={roundId} />;
}
