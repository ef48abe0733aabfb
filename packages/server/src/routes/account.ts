import { logoutBodySchema, meSchema, permissionRecordSchema, registerBodySchema, registerResponseSchema } from '@performa/contracts/api/auth';
import { errorSchema } from '@performa/contracts/api/common';
import { z } from 'zod';
import { withRetryAfter } from '../lib/retry-later.ts';
import { contextOf } from '../plugins/auth.ts';
import { getMe, getPermissionRecord } from '../services/accounts/me.ts';
import { register } from '../services/accounts/register.ts';
import { logout } from '../services/accounts/tokens.ts';
import { authErrors, fieldErrors, type RouteModule } from './types.ts';

export const accountRoutes: RouteModule = (app, deps) => {
  app.post('/account/register/', {
    config: { access: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Register a company with its first project and super admin account',
      body: registerBodySchema,
      response: {
        201: registerResponseSchema,
        ...fieldErrors,
        429: errorSchema.describe(
          'Too many registration attempts from this address (REGISTER_MAX_PER_ADDRESS in REGISTER_WINDOW_MINUTES). The Retry-After header gives the seconds to wait.',
        ),
      },
    },
    handler: async (request, reply) => reply.code(201).send(await withRetryAfter(reply, () => register(deps, request.body, { address: request.ip }))),
  });

  app.post('/account/logout/', {
    schema: {
      tags: ['account'],
      summary: 'Revoke a refresh token of the caller',
      body: logoutBodySchema,
      response: { 204: z.null().describe('Revoked'), ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await logout(deps, contextOf(request).actor.accountId, request.body.refresh);
      return reply.code(204).send(null);
    },
  });

  app.get('/account/me/', {
    schema: { tags: ['account'], summary: 'The current user', response: { 200: meSchema, ...authErrors } },
    handler: (request) => getMe(contextOf(request)),
  });

  app.get('/account/check-user-permission/', {
    schema: {
      tags: ['account'],
      summary: 'The permission record: role, permission codes, package and department scope',
      response: { 200: permissionRecordSchema, ...authErrors },
    },
    handler: (request) => getPermissionRecord(contextOf(request)),
  });
};
