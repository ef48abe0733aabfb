import { PositionalChartScreen } from '../../features/positional-chart/components/positional-chart-screen.tsx';

/** /positional-chart: the positions of the selected project as an org chart. */
export default function PositionalChartRoute() {
  return <PositionalChartScreen />;
}
