import type { RouteDef } from './define.ts';
import { competencyRoutes } from './competencies.ts';
import { goalCategoryRoutes, periodRoutes, responseScaleRoutes, roundRoutes, skillCategoryRoutes } from './setup.ts';
import { goalDataRoutes } from './goal-data.ts';
import { goalRoutes } from './goals.ts';
import { weightRoutes } from './weights.ts';
import { evaluationRoutes } from './evaluations.ts';
import { resultRoutes } from './results.ts';
import { dashboardRoutes } from './dashboards.ts';
import { dataExportRoutes } from './data-export.ts';
import { reportRoutes } from './reports.ts';
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { companyRoutes, departmentRoutes, positionRoutes, projectRoutes } from './organisation.ts';
import { adminSettingsRoutes, employeeRoutes, wizardRoutes } from './people.ts';
import { notificationRoutes, systemRoutes } from './system.ts';
import { billingRoutes } from './billing.ts';
import { operatorRoutes } from './operator.ts';

/**
 * The route table: every endpoint of the API, by area (ARCHITECTURE.md, "The route table"). The server
 * registers each entry (server/src/routes, `serve`), the web app calls them (`api.call`), and the web
 * tests' fake API serves only these. An area is added here the day its file is written.
 */
export const routeAreas = {
  periods: periodRoutes,
  rounds: roundRoutes,
  responseScales: responseScaleRoutes,
  skillCategories: skillCategoryRoutes,
  goalCategories: goalCategoryRoutes,
  competencies: competencyRoutes,
  weights: weightRoutes,
  goals: goalRoutes,
  goalData: goalDataRoutes,
  evaluations: evaluationRoutes,
  results: resultRoutes,
  dashboards: dashboardRoutes,
  dataExport: dataExportRoutes,
  reports: reportRoutes,
  auth: authRoutes,
  account: accountRoutes,
  company: companyRoutes,
  projects: projectRoutes,
  departments: departmentRoutes,
  positions: positionRoutes,
  employees: employeeRoutes,
  adminSettings: adminSettingsRoutes,
  wizard: wizardRoutes,
  system: systemRoutes,
  notifications: notificationRoutes,
  billing: billingRoutes,
  operator: operatorRoutes,
} as const;

/** Every route of the table. */
export const allRoutes: readonly RouteDef[] = Object.values(routeAreas).flatMap((area) => Object.values(area) as RouteDef[]);

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
const patterns = new Map(allRoutes.map((r) => [r, patternOf(r.path)]));

/** The route a request goes to ("GET", "/wizard/individual-weight/4/"), or undefined. */
export function findRoute(method: string, path: string): RouteDef | undefined {
  return allRoutes.find((r) => r.method === method && patterns.get(r)!.test(path));
}
