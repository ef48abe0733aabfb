import type { PermissionRecord } from '@performa/contracts/api/auth';
import { loadSession } from '../lib/session.ts';
import { installFakeApi, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from './fake-api.ts';

/** Signs in with the given permission record and answers the shell's calls plus `routes` (see installFakeApi). */
export async function installSignedInApi(permission: Partial<PermissionRecord>, routes: Record<string, FakeHandler>) {
  storeTokens();
  const api = installFakeApi(sessionRoutes(permissionRecord(permission), routes));
  await loadSession();
  return api;
}
