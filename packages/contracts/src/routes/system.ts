import { z } from 'zod';
import { healthSchema, notificationListQuerySchema, notificationListSchema, notificationSchema } from '../api/auth.ts';
import { errorSchema } from '../api/common.ts';
import { idParams } from '../validation.ts';
import { authErrors, fieldErrors, IMAGE_TYPES } from './answers.ts';
import { route } from './define.ts';

/** The health check, uploaded images and notifications. */
export const systemRoutes = {
  /** 200 when the database answers, else 503 with the same body (status degraded). */
  health: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    status: 200,
    response: healthSchema,
    errors: { 503: healthSchema },
  }),
  /** The URL of a logo or an avatar as the server writes it (`/api/files/<id>`): the app shows it in an <img>. */
  file: route({
    method: 'GET',
    path: '/files/:id',
    access: 'public',
    tags: ['files'],
    summary: 'An uploaded image (logo, avatar) by its unguessable id',
    params: z.object({ id: z.string() }),
    kind: 'download',
    produces: IMAGE_TYPES,
    status: 200,
    response: null,
    errors: { 404: errorSchema.describe('No such file') },
  }),
};

export const notificationRoutes = {
  listNotifications: route({
    method: 'GET',
    path: '/notifications/notifications/',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'The caller’s notifications, newest first, paged (unread=true: only unread ones); count is the number of unread ones',
    query: notificationListQuerySchema,
    status: 200,
    response: notificationListSchema,
    errors: { ...fieldErrors, ...authErrors },
  }),
  readNotification: route({
    method: 'POST',
    path: '/notifications/notifications/:id/read/',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'Mark one of the caller’s notifications read (another account’s is 404)',
    params: idParams,
    status: 200,
    response: notificationSchema,
    errors: authErrors,
  }),
  readAllNotifications: route({
    method: 'POST',
    path: '/notifications/notifications/read-all/',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'Mark every notification of the caller read',
    status: 204,
    response: null,
    errors: authErrors,
  }),
};
