import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /wizard: a later issue builds this screen. */
export default function WizardRoute() {
  return <PlaceholderPage titleKey="pages.wizard" />;
}
