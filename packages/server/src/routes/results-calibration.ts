import { resultRoutes as api } from '@performa/contracts/routes/results';
import { contextOf } from '../plugins/auth.ts';
import { calibration, calibrationHistory } from '../services/results/calibration.ts';
import { calibrate, saveGradeTargets } from '../services/results/calibration-write.ts';
import { raterPatterns } from '../services/results/rater-patterns.ts';
import { releaseResults, reopenCalibration } from '../services/results/release.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Calibration of a round (docs/product.md §4.10, §5.7): the admins' view, adjustments with the trail, targets, release, rater patterns. */
export const resultCalibrationRoutes: RouteModule = (app) => {
  serve(app, api.calibration, (request) => calibration(contextOf(request), request.query));
  serve(app, api.calibrate, (request) => calibrate(contextOf(request), request.body));
  serve(app, api.calibrationHistory, (request) => calibrationHistory(contextOf(request), request.query));
  serve(app, api.gradeTargets, (request) => saveGradeTargets(contextOf(request), request.body));
  serve(app, api.releaseResults, (request) => releaseResults(contextOf(request), request.body));
  serve(app, api.reopenCalibration, (request) => reopenCalibration(contextOf(request), request.body));
  serve(app, api.raterPatterns, (request) => raterPatterns(contextOf(request), request.query));
};
