import type { Frequency, FrequencyBody } from '@performa/contracts/api/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveRoundInput {
  /** The round to change; absent to create one. */
  id?: number;
  body: FrequencyBody;
}

export const saveRound = ({ id, body }: SaveRoundInput) =>
  id === undefined ? api.post<Frequency>('/wizard/frequency/', body) : api.put<Frequency>(`/wizard/frequency/${id}/`, body);

export const useSaveRound = () => useSetupMutation(saveRound);
