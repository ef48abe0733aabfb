import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /performance-card/{id}/{period}: a later issue builds this screen. */
export default function PerformanceCardRoute() {
  return <PlaceholderPage titleKey="pages.performanceCard" />;
}
