import { errorSchema } from '../api/common.ts';
import {
  operatorPaymentListSchema,
  operatorPaymentSchema,
  operatorPaymentsQuerySchema,
  operatorPlanListSchema,
  operatorPlanSchema,
  operatorStatusSchema,
  operatorTokenBodySchema,
  operatorTokenSchema,
  paymentParamsSchema,
  planBodySchema,
  platformSettingsBodySchema,
  platformSettingsSchema,
  rejectBodySchema,
} from '../api/payment.ts';
import { conflict, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * The platform operator's screen (saas mode; docs/product.md §1.5, §7.12; ADR 34): its own sign-in and
 * tokens, which no company endpoint accepts, as no company token is accepted here. In self-hosted mode
 * every operator route but the status is 404.
 */
const tags = ['operator'];

const operatorErrors = {
  401: errorSchema.describe('No operator token, or an invalid or expired one (a company’s token included)'),
  404: errorSchema.describe('Not found, or the operator screen is off (self-hosted mode)'),
} as const;

export const operatorRoutes = {
  operatorStatus: route({
    method: 'GET',
    path: '/operator/status/',
    access: 'public',
    tags,
    summary: 'Whether the operator screen is on (saas mode)',
    status: 200,
    response: operatorStatusSchema,
    errors: {},
  }),
  operatorSignIn: route({
    method: 'POST',
    path: '/operator/token/',
    access: 'public',
    tags,
    summary: 'The operator signs in: an access token for the operator routes (throttled like a company sign-in)',
    body: operatorTokenBodySchema,
    status: 200,
    response: operatorTokenSchema,
    errors: {
      ...fieldErrors,
      401: errorSchema.describe('No operator with that username and password'),
      404: operatorErrors[404],
      429: errorSchema.describe('Too many failed sign-ins; the Retry-After header gives the seconds to wait'),
    },
  }),
  operatorPayments: route({
    method: 'GET',
    path: '/operator/payments/',
    access: 'operator',
    tags,
    summary: 'Every company’s payments, waiting ones first, then the newest',
    query: operatorPaymentsQuerySchema,
    status: 200,
    response: operatorPaymentListSchema,
    errors: { ...fieldErrors, ...operatorErrors },
  }),
  acceptPayment: route({
    method: 'POST',
    path: '/operator/payments/:id/accept/',
    access: 'operator',
    tags,
    summary:
      'Accept a waiting payment: its dates are set (from the current end when the package is still active, else from today), the package is yes, an invoice is numbered and the super admin is emailed',
    params: paymentParamsSchema,
    status: 200,
    response: operatorPaymentSchema,
    errors: { ...operatorErrors, ...conflict },
  }),
  rejectPayment: route({
    method: 'POST',
    path: '/operator/payments/:id/reject/',
    access: 'operator',
    tags,
    summary: 'Reject a waiting payment with a reason; the super admin is emailed',
    params: paymentParamsSchema,
    body: rejectBodySchema,
    status: 200,
    response: operatorPaymentSchema,
    errors: { ...fieldErrors, ...operatorErrors, ...conflict },
  }),
  operatorPlans: route({
    method: 'GET',
    path: '/operator/plans/',
    access: 'operator',
    tags,
    summary: 'Every plan, offered or not',
    status: 200,
    response: operatorPlanListSchema,
    errors: operatorErrors,
  }),
  createPlan: route({
    method: 'POST',
    path: '/operator/plans/',
    access: 'operator',
    tags,
    summary: 'Add a plan (a code already used is 400 on `code`)',
    body: planBodySchema,
    status: 201,
    response: operatorPlanSchema,
    errors: { ...fieldErrors, ...operatorErrors },
  }),
  updatePlan: route({
    method: 'PUT',
    path: '/operator/plans/:id/',
    access: 'operator',
    tags,
    summary: 'Change a plan; payments already made keep the price and months they were made with',
    params: paymentParamsSchema,
    body: planBodySchema,
    status: 200,
    response: operatorPlanSchema,
    errors: { ...fieldErrors, ...operatorErrors },
  }),
  operatorSettings: route({
    method: 'GET',
    path: '/operator/settings/',
    access: 'operator',
    tags,
    summary: 'The platform settings: bank transfer details and the app’s links',
    status: 200,
    response: platformSettingsSchema,
    errors: operatorErrors,
  }),
  updateOperatorSettings: route({
    method: 'PUT',
    path: '/operator/settings/',
    access: 'operator',
    tags,
    summary: 'Change the platform settings',
    body: platformSettingsBodySchema,
    status: 200,
    response: platformSettingsSchema,
    errors: { ...fieldErrors, ...operatorErrors },
  }),
};
