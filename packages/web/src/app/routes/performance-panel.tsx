import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /performance-panel: a later issue builds this screen. */
export default function PerformancePanelRoute() {
  return <PlaceholderPage titleKey="pages.performancePanel" />;
}
