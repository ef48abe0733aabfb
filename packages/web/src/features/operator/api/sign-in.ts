import type { RouteInput } from '@performa/contracts/routes/define';
import { operatorRoutes } from '@performa/contracts/routes/operator';
import { operatorCall, operatorToken } from './operator-client.ts';

export type OperatorSignInBody = RouteInput<typeof operatorRoutes.operatorSignIn>['body'];

/** Exchanges the operator's credentials for an access token and keeps it for this tab. */
export async function operatorSignIn(body: OperatorSignInBody) {
  operatorToken.store(await operatorCall(operatorRoutes.operatorSignIn, { body }));
}
