import { projectKey } from '../../../api/keys.ts';

/** Query keys of the reporting screen (docs/product.md §7.6); all start with 'reporting' and the selected project. */
export const reportingKeys = {
  dataExports: () => [...projectKey('reporting'), 'data-exports'] as const,
};
