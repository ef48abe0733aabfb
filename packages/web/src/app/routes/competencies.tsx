import { CategoriesPanel } from '../../features/categories/components/categories-panel.tsx';
import { CompetenciesScreen } from '../../features/competencies/components/competencies-screen.tsx';

/** /competencies: competencies, their positions and employees, and the skill categories. */
export default function CompetenciesRoute() {
  return <CompetenciesScreen categories={<CategoriesPanel kind="skill" />} />;
}
