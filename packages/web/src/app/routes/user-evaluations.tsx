import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /user-evaluations/{employee_id}/{frequency_id}: a later issue builds this screen. */
export default function UserEvaluationsRoute() {
  return <PlaceholderPage titleKey="pages.userEvaluations" />;
}
