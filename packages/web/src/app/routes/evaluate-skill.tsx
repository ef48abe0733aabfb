import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /evaluate/skill/{id}: a later issue builds this screen. */
export default function EvaluateSkillRoute() {
  return <PlaceholderPage titleKey="pages.evaluateSkill" />;
}
