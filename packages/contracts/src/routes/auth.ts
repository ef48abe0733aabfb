import {
  accessTokenSchema,
  logoutBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResponseSchema,
  tokenBodySchema,
  tokenPairSchema,
} from '../api/auth.ts';
import { errorSchema } from '../api/common.ts';
import { authErrors, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * Signing in and out, the token refresh and registration (docs/product.md §7.1, ADR 3). The web app
 * loads this module on demand (ADR 7): the login page's first load carries neither it nor zod.
 */
export const authRoutes = {
  signIn: route({
    method: 'POST',
    path: '/token/',
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in: exchange username and password for an access and a refresh token',
    body: tokenBodySchema,
    status: 200,
    response: tokenPairSchema,
    errors: {
      ...fieldErrors,
      401: errorSchema.describe('No active user found with that username and password.'),
      429: errorSchema.describe(
        'Too many failed sign-ins: this address on this username (1 s, 2 s, 4 s … after the third failure), or this address on any username. The Retry-After header gives the seconds to wait.',
      ),
    },
  }),
  refreshToken: route({
    method: 'POST',
    path: '/token/refresh/',
    access: 'public',
    tags: ['auth'],
    summary: 'Exchange a refresh token for a new access token',
    body: refreshBodySchema,
    status: 200,
    response: accessTokenSchema,
    errors: { ...fieldErrors, 401: errorSchema.describe('Bad, expired, revoked or access-type token') },
  }),
  register: route({
    method: 'POST',
    path: '/account/register/',
    access: 'public',
    tags: ['account'],
    summary: 'Register a company with its first project and super admin account',
    body: registerBodySchema,
    status: 201,
    response: registerResponseSchema,
    errors: {
      ...fieldErrors,
      429: errorSchema.describe(
        'Too many registration attempts from this address (REGISTER_MAX_PER_ADDRESS in REGISTER_WINDOW_MINUTES). The Retry-After header gives the seconds to wait.',
      ),
    },
  }),
  logout: route({
    method: 'POST',
    path: '/account/logout/',
    access: 'authenticated',
    tags: ['account'],
    summary: 'Revoke a refresh token of the caller',
    body: logoutBodySchema,
    status: 204,
    response: null,
    errors: { ...fieldErrors, ...authErrors },
  }),
};
