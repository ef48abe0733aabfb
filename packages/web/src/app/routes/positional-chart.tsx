import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /positional-chart: a later issue builds this screen. */
export default function PositionalChartRoute() {
  return <PlaceholderPage titleKey="pages.positionalChart" />;
}
