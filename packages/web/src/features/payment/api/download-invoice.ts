import { billingRoutes } from '@performa/contracts/routes/billing';
import { useMutation } from '@tanstack/react-query';
import { api, saveFile } from '../../../lib/api-client.ts';

/** The PDF invoice of an accepted payment, in the reader's language, with the name the server gives it. */
export const downloadInvoice = (id: number) => api.downloadFrom(billingRoutes.paymentInvoice, { params: { id } });

/** Downloads an invoice and saves it through the browser; the screen shows a refusal itself. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (id: number) => saveFile(await downloadInvoice(id)),
    meta: { silent: true },
  });
}
