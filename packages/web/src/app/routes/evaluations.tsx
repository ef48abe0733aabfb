import { EvaluationsScreen } from '../../features/evaluations/components/evaluations-screen.tsx';
import { EvaluationPickersProvider } from '../../features/evaluations/components/pickers.tsx';
import { evaluationPickers } from './evaluation-pickers.tsx';

/** /evaluations: the evaluations of a round, their creation, activation and reminders. */
export default function EvaluationsRoute() {
  return (
    <EvaluationPickersProvider pickers={evaluationPickers}>
      <EvaluationsScreen />
    </EvaluationPickersProvider>
  );
}
