import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /evaluate: a later issue builds this screen. */
export default function EvaluateRoute() {
  return <PlaceholderPage titleKey="pages.evaluate" />;
}
