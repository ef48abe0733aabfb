import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /departments: a later issue builds this screen. */
export default function DepartmentsRoute() {
  return <PlaceholderPage titleKey="pages.departments" />;
}
