import { useSession } from '../../../lib/session.ts';

/**
 * Whether the user may create (or move) departments at the top level: not an admin scoped to
 * some departments (permission record `departments` non-empty). The server refuses it anyway (403).
 */
export function useTopLevelAllowed(): boolean {
  return useSession((s) => s.permission.departments.length === 0);
}
