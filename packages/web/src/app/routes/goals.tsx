import { CategoriesPanel } from '../../features/categories/components/categories-panel.tsx';
import { GoalDataActions } from '../../features/goal-data/components/goal-data-actions.tsx';
import { GoalsScreen } from '../../features/goals/components/goals-screen.tsx';

/** /goals: personal and positional goals, goal categories, and the goal import and export. */
export default function GoalsRoute() {
  return (
    <GoalsScreen
      categories={<CategoriesPanel kind="goal" />}
      toolbar={({ periodId, canEdit, refresh }) => <GoalDataActions periodId={periodId} canImport={canEdit} onImported={refresh} />}
    />
  );
}
