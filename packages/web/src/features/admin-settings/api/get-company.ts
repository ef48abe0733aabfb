import type { Company } from '@performa/contracts/api/organisation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The company record (the danger zone needs its exact name); same key as the company settings screen. */
export const useCompany = () => useQuery({ queryKey: ['company'], queryFn: () => api.get<Company>('/wizard/company/') });
