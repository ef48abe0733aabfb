import type { RouteModule } from './types.ts';

/** Goal import from Excel and goal data export (under /api/goals/). */
export const goalDataRoutes: RouteModule = () => {};
