import type { RouteModule } from './types.ts';

/** Positional and personal goals, sub goals, shared goals (under /api/goals/). */
export const goalRoutes: RouteModule = () => {};
