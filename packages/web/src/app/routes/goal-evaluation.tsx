import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /goal-evaluation/{employee_id}/{frequency_id}: a later issue builds this screen. */
export default function GoalEvaluationRoute() {
  return <PlaceholderPage titleKey="pages.goalEvaluation" />;
}
