import type { RouteInput } from '@performa/contracts/routes/define';
import { operatorRoutes } from '@performa/contracts/routes/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './keys.ts';
import { operatorCall } from './operator-client.ts';

/** The platform settings: bank transfer details and the app's links. */
export const useOperatorSettings = () => useQuery({ queryKey: operatorKeys.settings(), queryFn: () => operatorCall(operatorRoutes.operatorSettings, {}) });

export type SettingsInput = RouteInput<typeof operatorRoutes.updateOperatorSettings>['body'];

/** Saves the platform settings; the form shows the server's field errors at their fields. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsInput) => operatorCall(operatorRoutes.updateOperatorSettings, { body }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(operatorKeys.settings(), saved),
  });
}
