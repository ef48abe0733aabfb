import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /competencies: a later issue builds this screen. */
export default function CompetenciesRoute() {
  return <PlaceholderPage titleKey="pages.competencies" />;
}
