import type { RouteInput } from '@performa/contracts/routes/define';
import type { resultRoutes } from '@performa/contracts/routes/results';
import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

export type CalibrationQuery = NonNullable<RouteInput<typeof resultRoutes.calibration>['query']>;
export type CalibrationHistoryQuery = NonNullable<RouteInput<typeof resultRoutes.calibrationHistory>['query']>;
export type RaterPatternQuery = NonNullable<RouteInput<typeof resultRoutes.raterPatterns>['query']>;
export type PeopleQuery = NonNullable<RouteInput<typeof resultRoutes.finalPerformanceResult>['query']>;

/** Query keys of the calibration tab; all start with 'calibration' and the selected project. */
export const calibrationKeys = {
  all: () => ['calibration', project()] as const,
  overview: (query: CalibrationQuery) => ['calibration', project(), 'overview', query] as const,
  history: (query: CalibrationHistoryQuery) => ['calibration', project(), 'history', query] as const,
  raters: (query: RaterPatternQuery) => ['calibration', project(), 'raters', query] as const,
  people: (query: PeopleQuery) => ['calibration', project(), 'people', query] as const,
};

/**
 * Refreshes every calibration read after a change (adjustment, move, targets, release, reopening), and the
 * reads that show its outcome: the performance panel's ('performance') and the performance cards'
 * ('performance-card'); features do not import each other, so their key prefixes are named here.
 */
export const invalidateCalibration = (client: QueryClient) =>
  Promise.all([calibrationKeys.all(), ['performance', project()], ['performance-card', project()]].map((queryKey) => client.invalidateQueries({ queryKey })));
