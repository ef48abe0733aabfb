import { billingRoutes as api } from '@performa/contracts/routes/billing';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { invoicePdf } from '../services/payments/invoice-pdf.ts';
import { hyperlinks, industries } from '../services/payments/links.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * An accepted payment's invoice as a PDF (docs/product.md §7.11, ADR 34), and the seed's last public
 * lists: the app's links and the registration's industries. The payment screen's own endpoints are in
 * routes/billing.ts.
 */
export const billingPublicRoutes: RouteModule = (app, deps) => {
  serve(app, api.paymentInvoice, async (request, reply) => {
    const { name, bytes } = await invoicePdf(contextOf(request), request.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(bytes);
  });
  serve(app, api.hyperlinks, () => hyperlinks(deps));
  serve(app, api.industries, (request) => industries(requestLanguage(request)));
};
