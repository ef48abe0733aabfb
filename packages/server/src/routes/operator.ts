import { operatorRoutes as api } from '@performa/contracts/routes/operator';
import { operatorOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { withRetryAfter } from '../lib/retry-later.ts';
import { operatorScreenOn, operatorSignIn } from '../services/operator/operator-auth.ts';
import { acceptAndShow, listOperatorPayments, rejectAndShow } from '../services/operator/payments.ts';
import { createPlan, listPlans, updatePlan } from '../services/operator/plans.ts';
import { getPlatformSettings, updatePlatformSettings } from '../services/payments/platform-settings.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * The platform operator's screen (docs/product.md §7.12; ADR 34): its sign-in, every company's payments with
 * the decisions on them, the plans and the platform settings. plugins/auth.ts lets only an operator token
 * through (a company's is refused) and answers 404 in self-hosted mode. Plan names are in the operator's
 * language (Accept-Language).
 */
export const operatorScreenRoutes: RouteModule = (app, deps) => {
  serve(app, api.operatorStatus, () => ({ enabled: operatorScreenOn(deps) }));
  serve(app, api.operatorSignIn, (request, reply) =>
    withRetryAfter(reply, () => operatorSignIn(deps, request.body.username, request.body.password, request.ip)),
  );
  serve(app, api.operatorPayments, async (request) => {
    operatorOf(request);
    return { payments: await listOperatorPayments(deps, request.query, requestLanguage(request)) };
  });
  serve(app, api.acceptPayment, (request) => {
    operatorOf(request);
    return acceptAndShow(deps, request.params.id, requestLanguage(request));
  });
  serve(app, api.rejectPayment, (request) => {
    operatorOf(request);
    return rejectAndShow(deps, request.params.id, request.body.reason, requestLanguage(request));
  });
  serve(app, api.operatorPlans, async (request) => {
    operatorOf(request);
    return { plans: await listPlans(deps) };
  });
  serve(app, api.createPlan, (request) => {
    operatorOf(request);
    return createPlan(deps, request.body);
  });
  serve(app, api.updatePlan, (request) => {
    operatorOf(request);
    return updatePlan(deps, request.params.id, request.body);
  });
  serve(app, api.operatorSettings, (request) => {
    operatorOf(request);
    return getPlatformSettings(deps);
  });
  serve(app, api.updateOperatorSettings, (request) => {
    operatorOf(request);
    return updatePlatformSettings(deps, request.body);
  });
};
