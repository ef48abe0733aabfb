import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /periods: a later issue builds this screen. */
export default function PeriodsRoute() {
  return <PlaceholderPage titleKey="pages.periods" />;
}
