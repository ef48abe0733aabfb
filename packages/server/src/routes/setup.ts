import type { RouteModule } from './types.ts';

/** Periods and rounds, response scales, categories and the project's scale choices (under /api/wizard/ and /api/goals/). */
export const setupRoutes: RouteModule = () => {};
