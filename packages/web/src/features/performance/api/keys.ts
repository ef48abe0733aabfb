import type { RouteInput } from '@performa/contracts/routes/define';
import type { resultRoutes } from '@performa/contracts/routes/results';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** The query of a page of the performance panel (and of its goals and competencies tabs): round, filters, page, order. */
export type PanelQuery = NonNullable<RouteInput<typeof resultRoutes.finalPerformanceResult>['query']>;
/** The panel's filters and order, as its export takes them. */
export type PanelExportQuery = Omit<PanelQuery, 'page' | 'page_size'>;

/** Query keys of the results screens; all start with 'performance' and the selected project. */
export const performanceKeys = {
  all: () => ['performance', project()] as const,
  panel: (query: PanelQuery) => ['performance', project(), 'panel', query] as const,
  goalPanel: (query: PanelQuery) => ['performance', project(), 'goal-panel', query] as const,
  skillPanel: (query: PanelQuery) => ['performance', project(), 'skill-panel', query] as const,
  employeeSkills: (employee: number, period: number | null) => ['performance', project(), 'employee-skills', employee, period] as const,
  employeeGoals: (employee: number, period: number | null) => ['performance', project(), 'employee-goals', employee, period] as const,
};
