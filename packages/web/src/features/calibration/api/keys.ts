import type { RouteInput } from '@performa/contracts/routes/define';
import type { resultRoutes } from '@performa/contracts/routes/results';
import type { QueryClient } from '@tanstack/react-query';
import { familyKeys, projectKey } from '../../../api/keys.ts';

export type CalibrationQuery = NonNullable<RouteInput<typeof resultRoutes.calibration>['query']>;
export type CalibrationHistoryQuery = NonNullable<RouteInput<typeof resultRoutes.calibrationHistory>['query']>;
export type RaterPatternQuery = NonNullable<RouteInput<typeof resultRoutes.raterPatterns>['query']>;
export type PeopleQuery = NonNullable<RouteInput<typeof resultRoutes.finalPerformanceResult>['query']>;

/** Query keys of the calibration tab; all start with 'calibration' and the selected project. */
export const calibrationKeys = {
  all: () => projectKey('calibration'),
  overview: (query: CalibrationQuery) => [...projectKey('calibration'), 'overview', query] as const,
  history: (query: CalibrationHistoryQuery) => [...projectKey('calibration'), 'history', query] as const,
  raters: (query: RaterPatternQuery) => [...projectKey('calibration'), 'raters', query] as const,
  people: (query: PeopleQuery) => [...projectKey('calibration'), 'people', query] as const,
};

/**
 * Refreshes every calibration read after a change (adjustment, move, targets, release, reopening), and the
 * reads that show its outcome: the performance panel's and the performance cards' (their families'
 * keys come from src/api/keys.ts: features do not import each other).
 */
export const invalidateCalibration = (client: QueryClient) =>
  Promise.all([calibrationKeys.all(), familyKeys.performance(), familyKeys.performanceCard()].map((queryKey) => client.invalidateQueries({ queryKey })));
