import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /evaluate/goal/{id}: a later issue builds this screen. */
export default function EvaluateGoalRoute() {
  return <PlaceholderPage titleKey="pages.evaluateGoal" />;
}
