import { languageBodySchema, meSchema, permissionRecordSchema, tokenPairSchema } from '../api/auth.ts';
import { changePasswordSchema, profileBodySchema, userPanelSchema } from '../api/employees.ts';
import { panelGoalsQuerySchema, panelGoalsSchema, panelSkillsSchema } from '../api/user-panel.ts';
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
  setLanguage: route({
    method: 'PUT',
    path: '/account/language/',
    access: 'authenticated',
    tags: ['account'],
    summary: 'Keep the caller’s language on the account (applied after sign-in on any device; their emails use it)',
    body: languageBodySchema,
    status: 204,
    response: null,
    errors: { ...fieldErrors, ...authErrors },
  }),
  resendInvitation: route({
    method: 'POST',
    path: '/account/resend-invitation/:id/',
    access: 'management',
    tags: ['account'],
    summary:
      'Email an account (by account id) a new invitation link to set its password (7 days, once); older links stop working. Another admin’s account: super admin only (403)',
    params: idParams,
    status: 204,
    response: null,
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
  panelGoals: route({
    method: 'GET',
    path: '/account/user-panel/:id/goals/',
    access: 'activePackage',
    tags: panelTags,
    summary: 'The personal goals of an account’s employee record in a period, read-only (docs/product.md §7.4)',
    description:
      'Own goals, a report’s (to any depth), or with a goal code or as an admin in scope anyone’s (docs/product.md §1.6); anyone else’s, or an account with no employee record in the project: 404.',
    params: idParams,
    query: panelGoalsQuerySchema,
    status: 200,
    response: panelGoalsSchema,
    errors: { ...fieldErrors, ...authErrors },
  }),
  panelSkills: route({
    method: 'GET',
    path: '/account/user-panel/:id/skills/',
    access: 'activePackage',
    tags: panelTags,
    summary: 'The competency list (own or the position’s) of an account’s employee record, read-only (docs/product.md §7.4)',
    description:
      'Own competencies, a report’s (to any depth), or with a skill code or as an admin in scope anyone’s (docs/product.md §1.6); anyone else’s, or an account with no employee record in the project: 404.',
    params: idParams,
    status: 200,
    response: panelSkillsSchema,
    errors: { ...fieldErrors, ...authErrors },
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
