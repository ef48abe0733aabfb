import type { Period, PeriodBody } from '@performa/contracts/api/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SavePeriodInput {
  /** The period to change; absent to create one. */
  id?: number;
  body: PeriodBody;
}

export const savePeriod = ({ id, body }: SavePeriodInput) =>
  id === undefined ? api.post<Period>('/wizard/period/', body) : api.put<Period>(`/wizard/period/${id}/`, body);

export const useSavePeriod = () => useSetupMutation(savePeriod);
