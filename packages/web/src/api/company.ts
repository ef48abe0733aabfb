/**
 * The company record, read by the company settings screen (which also changes it) and by the admin
 * settings' danger zone (which asks for its exact name).
 */
import { companyRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { companyKeys } from './keys.ts';

export const getCompany = () => api.call(companyRoutes.company, {});
export const companyQuery = () => queryOptions({ queryKey: companyKeys.company(), queryFn: getCompany });
export const useCompany = () => useQuery(companyQuery());
