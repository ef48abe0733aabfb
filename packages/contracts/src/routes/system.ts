import { z } from 'zod';
import { healthSchema, notificationListSchema } from '../api/auth.ts';
import { errorSchema } from '../api/common.ts';
import { authErrors, IMAGE_TYPES } from './answers.ts';
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
    summary: 'The caller’s unread notifications with their count',
    status: 200,
    response: notificationListSchema,
    errors: authErrors,
  }),
};
