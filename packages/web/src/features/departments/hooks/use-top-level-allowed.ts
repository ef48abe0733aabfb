import { scopeRoots } from '@performa/contracts/access';
import { useSession } from '../../../lib/session.ts';

/**
 * Whether the user may create (or move) departments at the top level: not an admin limited to some
 * departments (or to none). The server refuses it anyway (403).
 */
export function useTopLevelAllowed(): boolean {
  return useSession((s) => scopeRoots(s.permission.user_type, s.permission) === null);
}
