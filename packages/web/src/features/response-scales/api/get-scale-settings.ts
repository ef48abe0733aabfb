import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupKeys } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** The project's default rating template and final score scale. */
export const getScaleSettings = () => api.call(responseScaleRoutes.scaleSettings, {});

export const scaleSettingsQuery = () => queryOptions({ queryKey: setupKeys.scaleSettings(), queryFn: getScaleSettings });

export const useScaleSettings = () => useQuery(scaleSettingsQuery());
