import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useGoalForm } from '../api/get-goal-form.ts';
import { useSkillForm } from '../api/get-skill-form.ts';
import { FormLoader } from './form-frame.tsx';
import { GoalForm } from './goal-form.tsx';
import { SkillForm } from './skill-form.tsx';

/** The evaluation id of the route (/evaluate/skill/:id, /evaluate/goal/:id); null when it is no id. */
function useEvaluationId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** /evaluate/skill/{id} (docs/product.md §7.4). */
export function SkillFormScreen() {
  const id = useEvaluationId();
  return id === null ? <NotFoundPage /> : <SkillFormOf key={id} id={id} />;
}

function SkillFormOf({ id }: { id: number }) {
  const query = useSkillForm(id);
  return <FormLoader query={query}>{(details) => <SkillForm details={details} />}</FormLoader>;
}

/** /evaluate/goal/{id} (docs/product.md §7.4). */
export function GoalFormScreen() {
  const id = useEvaluationId();
  return id === null ? <NotFoundPage /> : <GoalFormOf key={id} id={id} />;
}

function GoalFormOf({ id }: { id: number }) {
  const query = useGoalForm(id);
  return <FormLoader query={query}>{(details) => <GoalForm details={details} />}</FormLoader>;
}
