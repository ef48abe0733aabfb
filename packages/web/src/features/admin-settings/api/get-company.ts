import { companyRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCompany = () => api.call(companyRoutes.company, {});

/** The company record (the danger zone needs its exact name); same key as the company settings screen. */
export const companyQuery = () => queryOptions({ queryKey: ['company'], queryFn: getCompany });

export const useCompany = () => useQuery(companyQuery());
