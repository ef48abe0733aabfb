import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /evaluations/evaluation-details/{id}: a later issue builds this screen. */
export default function EvaluationDetailsRoute() {
  return <PlaceholderPage titleKey="pages.evaluationDetails" />;
}
