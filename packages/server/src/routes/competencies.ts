import type { RouteModule } from './types.ts';

/** Competencies (skills): per position with weights and norms, per employee, periodic, import (under /api/wizard/). */
export const competencyRoutes: RouteModule = () => {};
