import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /reporting: a later issue builds this screen. */
export default function ReportingRoute() {
  return <PlaceholderPage titleKey="pages.reporting" />;
}
