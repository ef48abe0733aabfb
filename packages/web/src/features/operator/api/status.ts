import { operatorRoutes } from '@performa/contracts/routes/operator';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys } from './keys.ts';
import { operatorCall } from './operator-client.ts';

/** Whether the operator screen is on in this installation (off in self-hosted mode). */
export const useOperatorStatus = () =>
  useQuery({ queryKey: operatorKeys.status(), queryFn: () => operatorCall(operatorRoutes.operatorStatus, {}), staleTime: Infinity });
