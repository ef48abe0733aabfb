import type { RouteInput } from '@performa/contracts/routes/define';
import type { resultRoutes } from '@performa/contracts/routes/results';
import { familyKeys } from '../../../api/keys.ts';

/** The query of a page of the performance panel (and of its goals and competencies tabs): round, filters, page, order. */
export type PanelQuery = NonNullable<RouteInput<typeof resultRoutes.finalPerformanceResult>['query']>;
/** The panel's filters and order, as its export takes them. */
export type PanelExportQuery = Omit<PanelQuery, 'page' | 'page_size'>;

/** Query keys of the results screens; all start with 'performance' and the selected project. */
export const performanceKeys = {
  all: familyKeys.performance,
  panel: (query: PanelQuery) => [...familyKeys.performance(), 'panel', query] as const,
  goalPanel: (query: PanelQuery) => [...familyKeys.performance(), 'goal-panel', query] as const,
  skillPanel: (query: PanelQuery) => [...familyKeys.performance(), 'skill-panel', query] as const,
  employeeSkills: (employee: number, period: number | null) => [...familyKeys.performance(), 'employee-skills', employee, period] as const,
  employeeGoals: (employee: number, period: number | null) => [...familyKeys.performance(), 'employee-goals', employee, period] as const,
};
