import { meSchema, permissionRecordSchema, tokenPairSchema } from '../api/auth.ts';
import { changePasswordSchema, profileBodySchema, userPanelSchema } from '../api/employees.ts';
import { idParams } from '../validation.ts';
import { authErrors, fieldErrors, tooLarge } from './answers.ts';
import { route } from './define.ts';

/**
 * The signed-in account: who it is and what it may do (read by the web app's session, ADR 6), and the
 * user panel (docs/product.md §3.14): profile, avatar and password, one's own or, for an admin, of any
 * account in reach. Every route needs only a sign-in; the services decide whose panel may be read.
 */
const panelTags = ['user panel'];

export const accountRoutes = {
  me: route({
    method: 'GET',
    path: '/account/me/',
    access: 'authenticated',
    tags: ['account'],
    summary: 'The current user',
    status: 200,
    response: meSchema,
    errors: authErrors,
  }),
  permissionRecord: route({
    method: 'GET',
    path: '/account/check-user-permission/',
    access: 'authenticated',
    tags: ['account'],
    summary: 'The permission record: role, permission codes, package and department scope',
    status: 200,
    response: permissionRecordSchema,
    errors: authErrors,
  }),
  userPanel: route({
    method: 'GET',
    path: '/account/user-panel/:id/',
    access: 'authenticated',
    tags: panelTags,
    summary: 'An account’s panel: profile and employee record in the selected project (own, or any in an admin’s reach)',
    params: idParams,
    status: 200,
    response: userPanelSchema,
    errors: authErrors,
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/account/user-panel/:id/',
    access: 'authenticated',
    tags: panelTags,
    summary: 'Change an account’s profile',
    params: idParams,
    body: profileBodySchema,
    status: 200,
    response: userPanelSchema,
    errors: { ...fieldErrors, ...authErrors },
  }),
  uploadAvatar: route({
    method: 'POST',
    path: '/account/edit-avatar/:id/',
    access: 'authenticated',
    tags: panelTags,
    summary: 'Upload an avatar (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
    params: idParams,
    kind: 'upload',
    status: 200,
    response: userPanelSchema,
    errors: { ...fieldErrors, ...authErrors, ...tooLarge },
  }),
  removeAvatar: route({
    method: 'DELETE',
    path: '/account/edit-avatar/:id/',
    access: 'authenticated',
    tags: panelTags,
    summary: 'Remove an avatar',
    params: idParams,
    status: 200,
    response: userPanelSchema,
    errors: authErrors,
  }),
  changePassword: route({
    method: 'POST',
    path: '/account/change-password/',
    access: 'authenticated',
    tags: panelTags,
    summary: 'Change the caller’s password; other sessions are signed out and a fresh token pair is returned',
    body: changePasswordSchema,
    status: 200,
    response: tokenPairSchema,
    errors: { ...fieldErrors, ...authErrors },
  }),
};
