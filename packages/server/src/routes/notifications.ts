import { notificationRoutes as api } from '@performa/contracts/routes/system';
import { contextOf } from '../plugins/auth.ts';
import { listUnreadNotifications } from '../services/notifications/list-unread.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

export const notificationRoutes: RouteModule = (app) => {
  serve(app, api.listNotifications, (request) => listUnreadNotifications(contextOf(request)));
};
