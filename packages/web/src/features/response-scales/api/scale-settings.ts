import type { ScaleSettings, ScaleSettingsBody } from '@performa/contracts/api/setup';
import { useQuery } from '@tanstack/react-query';
import { setupKeys, useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** The project's default rating template and final score scale. */
export const useScaleSettings = () => useQuery({ queryKey: setupKeys.scaleSettings(), queryFn: () => api.get<ScaleSettings>('/wizard/final-score-scale/') });

export const saveScaleSettings = (body: ScaleSettingsBody) => api.put<ScaleSettings>('/wizard/final-score-scale/', body);

export const useSaveScaleSettings = () => useSetupMutation(saveScaleSettings);
