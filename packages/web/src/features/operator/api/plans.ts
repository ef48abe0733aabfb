import type { RouteInput } from '@performa/contracts/routes/define';
import { operatorRoutes } from '@performa/contracts/routes/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './keys.ts';
import { operatorCall } from './operator-client.ts';

/** Every plan, offered or not. */
export const useOperatorPlans = () =>
  useQuery({ queryKey: operatorKeys.plans(), queryFn: () => operatorCall(operatorRoutes.operatorPlans, {}), select: (answer) => answer.plans });

export type PlanInput = RouteInput<typeof operatorRoutes.createPlan>['body'];

/** Adds a plan (id null) or changes one; the dialog shows the server's field errors at their fields. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PlanInput }) =>
      id === null ? operatorCall(operatorRoutes.createPlan, { body }) : operatorCall(operatorRoutes.updatePlan, { params: { id }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.plans() }),
  });
}
