import { GoalFormScreen } from '../../features/evaluate/components/evaluation-form-screens.tsx';

/** /evaluate/goal/{id}: one goal evaluation to fill (docs/product.md §7.4). */
export default function EvaluateGoalRoute() {
  return <GoalFormScreen />;
}
