import { accessTokenSchema, refreshBodySchema, tokenBodySchema, tokenPairSchema } from '@performa/contracts/api/auth';
import { errorSchema } from '@performa/contracts/api/common';
import { withRetryAfter } from '../lib/retry-later.ts';
import { refreshAccess, signIn } from '../services/accounts/tokens.ts';
import { fieldErrors, type RouteModule } from './types.ts';

export const tokenRoutes: RouteModule = (app, deps) => {
  app.post('/token/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in: exchange username and password for an access and a refresh token',
      body: tokenBodySchema,
      response: {
        200: tokenPairSchema,
        ...fieldErrors,
        401: errorSchema.describe('No active user found with that username and password.'),
        429: errorSchema.describe(
          'Too many failed sign-ins: this address on this username (1 s, 2 s, 4 s … after the third failure), or this address on any username. The Retry-After header gives the seconds to wait.',
        ),
      },
    },
    handler: (request, reply) => withRetryAfter(reply, () => signIn(deps, request.body.username, request.body.password, request.ip)),
  });

  app.post('/token/refresh/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new access token',
      body: refreshBodySchema,
      response: { 200: accessTokenSchema, ...fieldErrors, 401: errorSchema.describe('Bad, expired, revoked or access-type token') },
    },
    handler: (request) => refreshAccess(deps, request.body.refresh),
  });
};
