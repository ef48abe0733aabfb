import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PerformanceCardScreen } from '../../features/performance-card/components/performance-card-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /performance-card/{id}/{period}: an employee's performance card of a period (admins, the employee, their direct manager). */
export default function PerformanceCardRoute() {
  const params = useParams();
  const employeeId = positiveIdOf(params.id);
  const periodId = positiveIdOf(params.period);
  if (employeeId === null || periodId === null) return <NotFoundPage />;
  return <PerformanceCardScreen key={`${employeeId}-${periodId}`} employeeId={employeeId} periodId={periodId} />;
}
