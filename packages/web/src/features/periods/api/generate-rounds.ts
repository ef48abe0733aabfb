import type { Frequency, GenerateFrequenciesBody } from '@performa/contracts/api/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Generates a period's rounds for a cadence (409 when it has rounds, unless replace). */
export const generateRounds = (body: GenerateFrequenciesBody) => api.post<Frequency[]>('/wizard/frequency/generate/', body);

export const useGenerateRounds = () => useSetupMutation(generateRounds);
