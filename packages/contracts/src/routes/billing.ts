import { hyperlinksSchema, industriesSchema, paymentOverviewSchema, paymentParamsSchema, paymentRequestBodySchema, paymentSchema } from '../api/payment.ts';
import { authErrors, conflict, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * Packages and payment (docs/product.md §1.4, §7.11; ADR 34) and the seed's last public lists: the
 * super admin's payment screen (reachable whatever the package), the app's links and the industries of
 * the registration form.
 */
const tags = ['payment'];

export const billingRoutes = {
  paymentOverview: route({
    method: 'GET',
    path: '/account/payment/',
    access: 'superAdmin',
    tags,
    summary: 'The company’s package now, its payments (newest first), the plans on offer and the bank transfer details',
    status: 200,
    response: paymentOverviewSchema,
    errors: authErrors,
  }),
  requestPayment: route({
    method: 'POST',
    path: '/account/payment/',
    access: 'superAdmin',
    tags,
    summary: 'Choose a plan: a payment request waiting for the operator’s acceptance, with the reference to quote on the bank transfer',
    description:
      'One request waits at a time: another while one waits is 409. In self-hosted mode nothing asks for money (409). A plan that is not offered is 400 on `plan`.',
    body: paymentRequestBodySchema,
    status: 201,
    response: paymentSchema,
    errors: { ...fieldErrors, ...authErrors, ...conflict },
  }),
  cancelPayment: route({
    method: 'DELETE',
    path: '/account/payment/:id/',
    access: 'superAdmin',
    tags,
    summary: 'Cancel a payment request that is still waiting (one decided already is 409)',
    params: paymentParamsSchema,
    status: 200,
    response: paymentSchema,
    errors: { ...authErrors, ...conflict },
  }),
  paymentInvoice: route({
    method: 'GET',
    path: '/account/payment/:id/invoice/',
    access: 'superAdmin',
    tags,
    summary: 'The invoice of an accepted payment as a PDF, in the caller’s language (a payment not accepted: 404)',
    params: paymentParamsSchema,
    kind: 'download',
    produces: ['application/pdf'],
    status: 200,
    response: null,
    errors: authErrors,
  }),
  hyperlinks: route({
    method: 'GET',
    path: '/account/hyperlinks/',
    access: 'public',
    tags,
    summary: 'The links the app shows (help, terms, privacy, support contact), as the operator configured them',
    status: 200,
    response: hyperlinksSchema,
    errors: {},
  }),
  industries: route({
    method: 'GET',
    path: '/wizard/industries/',
    access: 'public',
    tags,
    summary: 'The industries the registration form offers, in the reader’s language (the form also accepts its own text)',
    status: 200,
    response: industriesSchema,
    errors: {},
  }),
};
