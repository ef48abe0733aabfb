import { projectKey } from '../../../api/keys.ts';

/** Query keys of the user dashboard (docs/product.md §7.9); all start with 'user-dashboard' and the selected project. */
export const userDashboardKeys = {
  mine: () => [...projectKey('user-dashboard'), 'mine'] as const,
};
