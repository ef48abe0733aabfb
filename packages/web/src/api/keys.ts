/**
 * Query keys of the reads several features share (src/api), and the start of every key of a
 * project's data. Every query key comes from a keys.ts: this one, or a feature's
 * (features/<name>/api/keys.ts), whose keys start with projectKey(<its family>).
 */
import type { CategoryKind } from '@performa/contracts/api/setup';
import type { RouteInput } from '@performa/contracts/routes/define';
import type { employeeRoutes } from '@performa/contracts/routes/people';
import { projectSelection } from '../lib/project-selection.ts';

/**
 * The start of every key of a family of reads of the selected project: the family's name and the
 * project, so that each project's answers are cached apart and one invalidation refreshes the family.
 */
export const projectKey = <F extends string>(family: F) => [family, projectSelection.get() ?? 'none'] as const;

/** The query of a page of employees (page, page_size, ordering, status, filters, search). */
export type EmployeeListQuery = NonNullable<RouteInput<typeof employeeRoutes.listEmployees>['query']>;

/**
 * The selected project's organisation (departments, positions, employees), and the reads that
 * follow it (the wizard's progress and summary): one invalidation of 'organisation' refreshes them
 * all after any change to departments, positions or employees.
 */
export const organisationKeys = {
  /** In every project. */
  everyProject: () => ['organisation'] as const,
  all: () => projectKey('organisation'),
  departments: (search = '') => [...projectKey('organisation'), 'departments', search] as const,
  projectDepartments: () => [...projectKey('organisation'), 'project-departments'] as const,
  subDepartments: (department: number) => [...projectKey('organisation'), 'sub-departments', department] as const,
  positions: () => [...projectKey('organisation'), 'positions'] as const,
  filteredPositions: (department: number, sub: number | null) => [...projectKey('organisation'), 'filtered-positions', department, sub] as const,
  employeeOptions: () => [...projectKey('organisation'), 'employee-options'] as const,
  employees: (query: EmployeeListQuery) => [...projectKey('organisation'), 'employees', query] as const,
};

/**
 * The selected project's evaluation setup (periods, rounds, scales, categories), and the reads that
 * follow it (the periods and scales screens'): one invalidation of 'setup' refreshes them all after a
 * change to any of them.
 */
export const setupKeys = {
  /** In every project. */
  everyProject: () => ['setup'] as const,
  all: () => projectKey('setup'),
  periodOptions: () => [...projectKey('setup'), 'period-options'] as const,
  frequencyOptions: (period: number | null) => [...projectKey('setup'), 'frequency-options', period] as const,
  templates: () => [...projectKey('setup'), 'templates'] as const,
  categories: (kind: CategoryKind) => [...projectKey('setup'), 'categories', kind] as const,
};

/** The company (not per project). */
export const companyKeys = {
  company: () => ['company'] as const,
};

/** The caller's projects (the top bar's list; not per project). */
export const projectListKeys = {
  list: () => ['projects'] as const,
};

/**
 * The starts of the keys of features whose reads another feature's change makes stale. Features do not
 * import each other, so these are named here and both sides build on them: a calibration changes the
 * scores of the performance panel and of the performance cards; deleting a project's evaluation data
 * empties the evaluation screens.
 */
export const familyKeys = {
  evaluations: () => projectKey('evaluations'),
  performance: () => projectKey('performance'),
  performanceCard: () => projectKey('performance-card'),
};

/**
 * The bell's notifications (any project: they belong to the account). Shared: a screen that learns of
 * something the server notified (an export made ready) reads the bell again at once.
 */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};

/** The app's links the operator configured (the sidebar's footer; the platform's, not a company's). */
export const hyperlinkKeys = {
  all: () => ['hyperlinks'] as const,
};
