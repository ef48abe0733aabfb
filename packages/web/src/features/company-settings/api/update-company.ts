import type { Company, CompanyBody } from '@performa/contracts/api/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyQueryOptions } from './get-company.ts';

export const updateCompany = (body: CompanyBody) => api.put<Company>('/wizard/company/', body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // The form shows field errors at their fields.
    meta: { silent: true },
    onSuccess: (company) => queryClient.setQueryData(companyQueryOptions().queryKey, company),
  });
}
