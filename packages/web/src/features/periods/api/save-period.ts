import type { RouteInput } from '@performa/contracts/routes/define';
import { periodRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SavePeriodInput {
  /** The period to change; absent to create one. */
  id?: number;
  body: RouteInput<typeof periodRoutes.createPeriod>['body'];
}

/** Creates a period (createPeriod) or changes one (updatePeriod). */
export const savePeriod = ({ id, body }: SavePeriodInput) =>
  id === undefined ? api.call(periodRoutes.createPeriod, { body }) : api.call(periodRoutes.updatePeriod, { params: { id }, body });

/** Refreshes every setup read after it. */
export const useSavePeriod = () => useSetupMutation(savePeriod);
