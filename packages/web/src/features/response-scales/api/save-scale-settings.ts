import type { RouteInput } from '@performa/contracts/routes/define';
import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export type ScaleSettingsInput = RouteInput<typeof responseScaleRoutes.saveScaleSettings>['body'];

/** Chooses the default rating template and the final score scale (null unsets). */
export const saveScaleSettings = (body: ScaleSettingsInput) => api.call(responseScaleRoutes.saveScaleSettings, { body });

/** Refreshes every setup read after it. */
export const useSaveScaleSettings = () => useSetupMutation(saveScaleSettings);
