import { notificationListSchema } from '@performa/contracts/api/auth';
import { contextOf } from '../plugins/auth.ts';
import { listUnreadNotifications } from '../services/notifications/list-unread.ts';
import { authErrors, type RouteModule } from './types.ts';

export const notificationRoutes: RouteModule = (app) => {
  app.get('/notifications/notifications/', {
    schema: {
      tags: ['notifications'],
      summary: 'The caller’s unread notifications with their count',
      response: { 200: notificationListSchema, ...authErrors },
    },
    handler: (request) => listUnreadNotifications(contextOf(request)),
  });
};
