import type { RouteInput } from '@performa/contracts/routes/define';
import { roundRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export type GenerateRoundsInput = RouteInput<typeof roundRoutes.generateRounds>['body'];

/** Generates a period's rounds for a cadence (409 when it has rounds, unless replace). */
export const generateRounds = (body: GenerateRoundsInput) => api.call(roundRoutes.generateRounds, { body });

/** Refreshes every setup read after it. */
export const useGenerateRounds = () => useSetupMutation(generateRounds);
