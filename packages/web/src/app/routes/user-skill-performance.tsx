import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /user-skill-performance/{id}: a later issue builds this screen. */
export default function UserSkillPerformanceRoute() {
  return <PlaceholderPage titleKey="pages.userSkillPerformance" />;
}
