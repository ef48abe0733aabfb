import {
  logoutBodySchema,
  passwordLinkBodySchema,
  passwordLinkSchema,
  passwordResetBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResponseSchema,
  setPasswordBodySchema,
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
    summary:
      'Exchange a refresh token for a new access token and the next refresh token of its session (rotation): the token sent is spent. Sent again within 10 seconds it gets the same next refresh token; later, or an older token of the session, ends the whole session (ADR 3)',
    body: refreshBodySchema,
    status: 200,
    response: tokenPairSchema,
    errors: { ...fieldErrors, 401: errorSchema.describe('Bad, expired, spent, revoked or access-type token, or a session that has ended') },
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
  requestPasswordReset: route({
    method: 'POST',
    path: '/account/forgot-password/',
    access: 'public',
    tags: ['account'],
    summary:
      '"Forgot password?": emails a one-time link (1 hour) to set a new password when an active account uses this email; the answer is the same either way (ADR 18)',
    body: passwordResetBodySchema,
    status: 204,
    response: null,
    errors: {
      ...fieldErrors,
      429: errorSchema.describe(
        'Too many reset requests for this email or from this address (RESET_MAX_PER_EMAIL, RESET_MAX_PER_ADDRESS in RESET_WINDOW_MINUTES). The Retry-After header gives the seconds to wait.',
      ),
    },
  }),
  checkPasswordLink: route({
    method: 'POST',
    path: '/account/password-link/',
    access: 'public',
    tags: ['account'],
    summary: 'Who a one-time link (invitation or reset) is for; 400 on `token` when it has expired or was used',
    body: passwordLinkBodySchema,
    status: 200,
    response: passwordLinkSchema,
    errors: fieldErrors,
  }),
  setPassword: route({
    method: 'POST',
    path: '/account/set-password/',
    access: 'public',
    tags: ['account'],
    summary:
      'Set the password through a one-time link: the link and every other link of the account stop working, every session is signed out, and a token pair is returned',
    body: setPasswordBodySchema,
    status: 200,
    response: tokenPairSchema,
    errors: fieldErrors,
  }),
  logout: route({
    method: 'POST',
    path: '/account/logout/',
    access: 'authenticated',
    tags: ['account'],
    summary: 'Sign out: end the session of a refresh token of the caller, and of the access token sent; their tokens stop working',
    body: logoutBodySchema,
    status: 204,
    response: null,
    errors: { ...fieldErrors, ...authErrors },
  }),
};
