import type { RouteInput } from '@performa/contracts/routes/define';
import { roundRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveRoundInput {
  /** The round to change; absent to create one. */
  id?: number;
  body: RouteInput<typeof roundRoutes.createRound>['body'];
}

/** Creates a round (createRound) or changes one (updateRound). */
export const saveRound = ({ id, body }: SaveRoundInput) =>
  id === undefined ? api.call(roundRoutes.createRound, { body }) : api.call(roundRoutes.updateRound, { params: { id }, body });

/** Refreshes every setup read after it. */
export const useSaveRound = () => useSetupMutation(saveRound);
