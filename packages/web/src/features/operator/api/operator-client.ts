import type { RouteAnswer, RouteDef, RouteInput } from '@performa/contracts/routes/define';
import { useSyncExternalStore } from 'react';
import { createApiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage.ts';

/**
 * The platform operator's token (docs/product.md §7.12, ADR 34): kept for this browser tab only, in
 * session storage under its own key, never beside the company session's tokens. It has no refresh: once
 * it ends (or the server refuses it) the screen shows its sign-in form again.
 */
interface KeptToken {
  access: string;
  expires_at: string;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function kept(): KeptToken | null {
  const token = sessionStore.getJson<KeptToken | null>(SESSION_KEYS.operatorAccess, null);
  return token && typeof token.access === 'string' ? token : null;
}

export const operatorToken = {
  /** The token, while it lasts. */
  access(): string | null {
    const token = kept();
    return token && Date.parse(token.expires_at) > Date.now() ? token.access : null;
  },
  store(token: KeptToken) {
    sessionStore.setJson(SESSION_KEYS.operatorAccess, token);
    changed();
  },
  clear() {
    sessionStore.remove(SESSION_KEYS.operatorAccess);
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether the operator is signed in (re-renders on sign-in, sign-out and a refused token). */
export function useOperatorSignedIn(): boolean {
  const signedIn = () => operatorToken.access() !== null;
  return useSyncExternalStore(operatorToken.subscribe, signedIn, signedIn);
}

/** The app's client with the operator's token in place of the company session's: no project, no refresh. */
const client = createApiClient({ accessToken: operatorToken.access, project: () => null });

/**
 * Calls an operator route of the route table (contracts/routes/operator). A 401 of an operator route
 * (the token ended or was refused) forgets the token, and the screen returns to its sign-in form.
 */
export async function operatorCall<D extends RouteDef>(def: D, input: RouteInput<D>): Promise<RouteAnswer<D>> {
  try {
    return await client.call(def, input);
  } catch (error) {
    if (def.access !== 'public' && isApiError(error) && error.status === 401) operatorToken.clear();
    throw error;
  }
}
