import { CalibrationTab } from '../../features/calibration/components/calibration-tab.tsx';
import { PerformancePickersProvider } from '../../features/performance/components/pickers.tsx';
import { PerformancePanelScreen } from '../../features/performance/components/performance-panel-screen.tsx';
import { evaluationPickers } from './evaluation-pickers.tsx';

/** /performance-panel: a round's results, goals and competencies of every employee in scope, and its calibration. */
export default function PerformancePanelRoute() {
  return (
    <PerformancePickersProvider pickers={evaluationPickers}>
      <PerformancePanelScreen calibrationTab={CalibrationTab} />
    </PerformancePickersProvider>
  );
}
