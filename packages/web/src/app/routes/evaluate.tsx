import { MyEvaluationsScreen } from '../../features/evaluate/components/my-evaluations-screen.tsx';

/** /evaluate: the evaluations the signed-in person fills in as evaluator (docs/product.md §7.4). */
export default function EvaluateRoute() {
  return <MyEvaluationsScreen />;
}
