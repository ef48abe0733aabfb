import { RecordPickersProvider } from '../../components/record-pickers.tsx';
import { ReportingScreen } from '../../features/reporting/components/reporting-screen.tsx';
import { recordPickers } from './record-pickers.tsx';

/**
 * /reporting: the project's reports and data exports, one tab each (docs/product.md §6.7, §7.6, §7.10). The
 * page hands in the department picker of the reports' filters, which the users feature owns.
 */
export default function ReportingRoute() {
  return (
    <RecordPickersProvider pickers={recordPickers}>
      <ReportingScreen />
    </RecordPickersProvider>
  );
}
