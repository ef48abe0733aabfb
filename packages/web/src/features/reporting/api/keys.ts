import { projectKey } from '../../../api/keys.ts';

/** Query keys of the reporting screen (docs/product.md §7.10); all start with 'reporting' and the selected project. */
export const reportingKeys = {
  dataExports: () => [...projectKey('reporting'), 'data-exports'] as const,
  report: (report: string, query: object) => [...projectKey('reporting'), 'report', report, query] as const,
};
