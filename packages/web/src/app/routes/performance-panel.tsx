import { RecordPickersProvider } from '../../components/record-pickers.tsx';
import { CalibrationTab } from '../../features/calibration/components/calibration-tab.tsx';
import { PerformancePanelScreen } from '../../features/performance/components/performance-panel-screen.tsx';
import { recordPickers } from './record-pickers.tsx';

/** /performance-panel: a round's results, goals and competencies of every employee in scope, and its calibration. */
export default function PerformancePanelRoute() {
  return (
    <RecordPickersProvider pickers={recordPickers}>
      <PerformancePanelScreen calibrationTab={CalibrationTab} />
    </RecordPickersProvider>
  );
}
