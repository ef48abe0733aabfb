import { projectKey } from '../../../api/keys.ts';

/** Query keys of the evaluator's screens (docs/product.md §5.5); all start with 'evaluate' and the selected project. */
export const evaluateKeys = {
  all: () => projectKey('evaluate'),
  mine: () => [...projectKey('evaluate'), 'mine'] as const,
  skillForm: (id: number) => [...projectKey('evaluate'), 'skill', id] as const,
  goalForm: (id: number) => [...projectKey('evaluate'), 'goal', id] as const,
};
