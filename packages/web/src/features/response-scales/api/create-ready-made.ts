import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Creates the ready-made 1–5 rating and 0–100 final score templates in the user's language (those missing). */
export const createReadyMade = () => api.call(responseScaleRoutes.createReadyMadeTemplates, {});

/** Refreshes every setup read after it. */
export const useCreateReadyMade = () => useSetupMutation(createReadyMade);
