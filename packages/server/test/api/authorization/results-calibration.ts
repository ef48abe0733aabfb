import { eq } from 'drizzle-orm';
import { calibrationChanges, evaluationResults, frequencies, notifications } from '../../../src/db/schema.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, management, type Expected } from './harness.ts';

/**
 * Calibration (docs/product.md §5.7): a round in which the target employee, outside the scoped admin's
 * departments, has a final score, and a second round already released. Adjusting the target is a 404 to
 * the scoped admin and to company B (whose super admin sends its own project, where A's rounds do not
 * exist); the round-wide writes (targets, release, reopen) are refused to the scoped admin (403).
 */
const onTarget = (ok: number): Expected => management(ok, { scopedAdmin: 404, foreign: 404 });
/** A read of A's round: the scoped admin sees it (without the target); company B does not find the round. */
const ofRound = (ok: number): Expected => management(ok, { foreign: 404 });
/** A write of the whole round: unscoped admins only. */
const roundWide = (ok: number): Expected => management(ok, { scopedAdmin: 403, foreign: 404 });

export const resultsCalibrationArea = defineArea({
  name: 'results calibration',
  tables: { evaluationResults, calibrationChanges, notifications },
  build: async (deps, scope, targets) => {
    const period = await addPeriod(deps, scope, ['Q1', 'Q2']);
    const [open, released] = period.rounds;
    await deps.db.insert(evaluationResults).values(
      [open!, released!].map((round) => ({
        ...scope,
        frequencyId: round.id,
        employeeId: targets.employee.id,
        goalOverall: 70,
        skillOverall: 80,
        finalScore: 74,
      })),
    );
    await deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.id, released!.id));
    return { round: open!.id, released: released!.id };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/wizard/calibrate-final-score-scale/',
      request: (c) => ({ url: `/api/wizard/calibrate-final-score-scale/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/calibrate-final-score-scale/',
      request: (c) => ({
        url: '/api/wizard/calibrate-final-score-scale/',
        body: { frequency_id: c.area.round, employee_id: c.targets.employee.id, after_calibration_score: 80, reason: 'Calibrated' },
      }),
      expect: onTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/calibrate-final-score-scale/history/',
      request: (c) => ({ url: `/api/wizard/calibrate-final-score-scale/history/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      // Company B's super admin sets (no) targets of its own project.
      method: 'PUT',
      route: '/api/wizard/calibrate-final-score-scale/targets/',
      request: () => ({ url: '/api/wizard/calibrate-final-score-scale/targets/', body: { targets: [] } }),
      expect: management(200, { scopedAdmin: 403 }),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/calibrate-final-score-scale/release/',
      request: (c) => ({ url: '/api/wizard/calibrate-final-score-scale/release/', body: { frequency_id: c.area.round } }),
      expect: roundWide(200),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/calibrate-final-score-scale/reopen/',
      request: (c) => ({ url: '/api/wizard/calibrate-final-score-scale/reopen/', body: { frequency_id: c.area.released, reason: 'A late complaint' } }),
      expect: roundWide(200),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/calibrate-final-score-scale/rater-patterns/',
      request: (c) => ({ url: `/api/wizard/calibrate-final-score-scale/rater-patterns/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
  ],
});
