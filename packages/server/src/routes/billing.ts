import { billingRoutes as api } from '@performa/contracts/routes/billing';
import { contextOf } from '../plugins/auth.ts';
import { paymentOverview } from '../services/payments/overview.ts';
import { cancelPayment, requestPayment } from '../services/payments/request.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * The super admin's payment screen (docs/product.md §7.11; ADR 34): the package, its payments and the plans
 * on offer; a request for a plan and its cancellation. Reachable whatever the package. The invoice, the
 * app's links and the industries are in billing-public.ts.
 */
export const billingRoutes: RouteModule = (app) => {
  serve(app, api.paymentOverview, (request) => paymentOverview(contextOf(request)));
  serve(app, api.requestPayment, (request) => requestPayment(contextOf(request), request.body));
  serve(app, api.cancelPayment, (request) => cancelPayment(contextOf(request), request.params.id));
};
