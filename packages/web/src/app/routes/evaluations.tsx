import { RecordPickersProvider } from '../../components/record-pickers.tsx';
import { EvaluationsScreen } from '../../features/evaluations/components/evaluations-screen.tsx';
import { recordPickers } from './record-pickers.tsx';

/** /evaluations: the evaluations of a round, their creation, activation and reminders. */
export default function EvaluationsRoute() {
  return (
    <RecordPickersProvider pickers={recordPickers}>
      <EvaluationsScreen />
    </RecordPickersProvider>
  );
}
