import { ReportingScreen } from '../../features/reporting/components/reporting-screen.tsx';

/** /reporting: the project's reports and data exports, one tab each (docs/product.md §6.7, §7.6). */
export default function ReportingRoute() {
  return <ReportingScreen />;
}
