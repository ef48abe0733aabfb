import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { EvaluationDetailsScreen } from '../../features/evaluations/components/evaluation-details-screen.tsx';
import { positiveIdOf } from './route-params.ts';

/** /evaluations/evaluation-details/{id}: one evaluation with its answers, memo, dates and history. */
export default function EvaluationDetailsRoute() {
  const id = positiveIdOf(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <EvaluationDetailsScreen key={id} id={id} />;
}
