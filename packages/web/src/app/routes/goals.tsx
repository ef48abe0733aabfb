import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /goals: a later issue builds this screen. */
export default function GoalsRoute() {
  return <PlaceholderPage titleKey="pages.goals" />;
}
