import { notificationRoutes as api } from '@performa/contracts/routes/system';
import { contextOf } from '../plugins/auth.ts';
import { listNotifications, readAllNotifications, readNotification } from '../services/notifications/notifications.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

export const notificationRoutes: RouteModule = (app) => {
  serve(app, api.listNotifications, (request) => listNotifications(contextOf(request), request.query));
  serve(app, api.readNotification, (request) => readNotification(contextOf(request), request.params.id));
  serve(app, api.readAllNotifications, (request) => readAllNotifications(contextOf(request)));
};
