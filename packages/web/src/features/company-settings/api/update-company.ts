import type { RouteInput } from '@performa/contracts/routes/define';
import { companyRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyQuery } from '../../../api/company.ts';
import { api } from '../../../lib/api-client.ts';

export const updateCompany = (body: RouteInput<typeof companyRoutes.updateCompany>['body']) => api.call(companyRoutes.updateCompany, { body });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // The form shows field errors at their fields.
    meta: { silent: true },
    onSuccess: (company) => queryClient.setQueryData(companyQuery().queryKey, company),
  });
}
