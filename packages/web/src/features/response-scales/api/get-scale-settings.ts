import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { responseScaleKeys } from './keys.ts';

/** The project's default rating template and final score scale. */
export const getScaleSettings = () => api.call(responseScaleRoutes.scaleSettings, {});

export const scaleSettingsQuery = () => queryOptions({ queryKey: responseScaleKeys.scaleSettings(), queryFn: getScaleSettings });

export const useScaleSettings = () => useQuery(scaleSettingsQuery());
