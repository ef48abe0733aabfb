import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /projects: a later issue builds this screen. */
export default function ProjectsRoute() {
  return <PlaceholderPage titleKey="pages.projects" />;
}
