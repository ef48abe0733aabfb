import { notifications, reminderRuns, reminderSends, surveyAnswers, surveyQuestions } from '../../../src/db/schema.ts';
import { addNotification } from '../../helpers/factories.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, management, signedIn } from './harness.ts';

/**
 * The evaluation cycle's settings, survey and reminders (docs/product.md §5.4, §5.5, §5.10), and the
 * bell's read actions (§2.9). Settings and survey belong to the project, so a scoped admin reaches
 * them; company B's super admin finds none of A's rows (a round named in a body is a field error).
 * Nobody reads a notification of another account.
 */
export const evaluationSetupArea = defineArea({
  name: 'evaluation setup',
  tables: { surveyQuestions, surveyAnswers, reminderRuns, reminderSends, notifications },
  build: async (deps, scope, targets) => {
    const period = await addPeriod(deps, scope, ['Round']);
    const [question] = await deps.db
      .insert(surveyQuestions)
      .values({ ...scope, question: 'Would you work with them again?', options: ['Yes', 'No'] })
      .returning();
    const notification = await addNotification(deps, { id: targets.employee.accountId, companyId: scope.companyId });
    return { round: period.rounds[0]!.id, question: question!.id, notification: notification.id };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/wizard/evaluation-settings/',
      request: () => ({ url: '/api/wizard/evaluation-settings/' }),
      expect: management(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/evaluation-settings/',
      request: () => ({ url: '/api/wizard/evaluation-settings/', body: { coworker_count: 3, reminder_days: [7, 1], remind_after_end: true } }),
      expect: management(200),
      project: true,
    },
    { method: 'GET', route: '/api/wizard/survey/', request: () => ({ url: '/api/wizard/survey/' }), expect: management(200), project: true },
    {
      method: 'POST',
      route: '/api/wizard/survey/',
      request: (c) => ({ url: '/api/wizard/survey/', body: { question: `Question ${c.n}`, options: ['Yes', 'No'] } }),
      expect: management(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/survey/:id/',
      request: (c) => ({ url: `/api/wizard/survey/${c.area.question}/`, body: { question: 'Would you work with them again?', options: ['Yes', 'No'] } }),
      expect: management(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/survey/:id/',
      request: (c) => ({ url: `/api/wizard/survey/${c.area.question}/` }),
      expect: management(204, { foreign: 404 }),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/remind-pending/',
      request: (c) => ({ url: '/api/wizard/remind-pending/', body: { frequency_id: c.area.round } }),
      expect: management(201, { foreign: 400 }),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/reminder-log/',
      request: (c) => ({ url: `/api/wizard/reminder-log/?frequency_id=${c.area.round}` }),
      expect: management(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/notifications/notifications/:id/read/',
      request: (c) => ({ url: `/api/notifications/notifications/${c.area.notification}/read/` }),
      expect: signedIn(404),
    },
    {
      method: 'POST',
      route: '/api/notifications/notifications/read-all/',
      request: () => ({ url: '/api/notifications/notifications/read-all/' }),
      expect: signedIn(204),
    },
  ],
});
