import { companyRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCompany = () => api.call(companyRoutes.company, {});

/** The company record; its key is ['company'] (the company is not per project). */
export const companyQueryOptions = () => queryOptions({ queryKey: ['company'], queryFn: getCompany });

export const useCompany = () => useQuery(companyQueryOptions());
