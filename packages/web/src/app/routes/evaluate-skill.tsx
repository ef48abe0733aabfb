import { SkillFormScreen } from '../../features/evaluate/components/evaluation-form-screens.tsx';

/** /evaluate/skill/{id}: one skill evaluation to fill (docs/product.md §7.4). */
export default function EvaluateSkillRoute() {
  return <SkillFormScreen />;
}
