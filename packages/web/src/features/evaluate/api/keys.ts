import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** Query keys of the evaluator's screens (docs/product.md §5.5); all start with 'evaluate' and the selected project. */
export const evaluateKeys = {
  all: () => ['evaluate', project()] as const,
  mine: () => ['evaluate', project(), 'mine'] as const,
  skillForm: (id: number) => ['evaluate', project(), 'skill', id] as const,
  goalForm: (id: number) => ['evaluate', project(), 'goal', id] as const,
};
