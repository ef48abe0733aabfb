import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /evaluations: a later issue builds this screen. */
export default function EvaluationsRoute() {
  return <PlaceholderPage titleKey="pages.evaluations" />;
}
