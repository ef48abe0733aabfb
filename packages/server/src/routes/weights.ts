import type { RouteModule } from './types.ts';

/** Evaluation parties, project, personal and individual weights (under /api/wizard/). */
export const weightRoutes: RouteModule = () => {};
