import { billingArea } from './billing.ts';
import { competenciesArea } from './competencies.ts';
import { dashboardsArea } from './dashboards.ts';
import { dataExportArea } from './data-export.ts';
import { evaluateArea } from './evaluate.ts';
import { evaluationSetupArea } from './evaluation-setup.ts';
import { evaluationsLaunchArea } from './evaluations-launch.ts';
import { goalDataArea } from './goal-data.ts';
import { goalsArea } from './goals.ts';
import type { DefinedArea } from './harness.ts';
import { operatorArea } from './operator.ts';
import { reportsArea } from './reports.ts';
import { resultsCalibrationArea } from './results-calibration.ts';
import { resultsPanelArea } from './results-panel.ts';
import { resultsPersonArea } from './results-person.ts';
import { setupArea } from './setup.ts';
import { userPanelArea } from './user-panel.ts';
import { weightsArea } from './weights.ts';

/**
 * The evaluation-setup areas of the authorization table. Each module beside this one exports one
 * area (`defineArea`): its rows (every endpoint of the area × every caller) and the targets they need.
 */
export const AREAS: DefinedArea[] = [
  setupArea,
  weightsArea,
  goalDataArea,
  competenciesArea,
  goalsArea,
  userPanelArea,
  evaluateArea,
  evaluationSetupArea,
  evaluationsLaunchArea,
  resultsCalibrationArea,
  resultsPersonArea,
  resultsPanelArea,
  dashboardsArea,
  dataExportArea,
  reportsArea,
  billingArea,
  operatorArea,
];
