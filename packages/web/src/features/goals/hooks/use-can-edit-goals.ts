import { allows } from '@performa/contracts/access';
import { usePrincipal } from '../../../lib/session.ts';

/** Whether the caller may change goals (management or dge); dgv users only read. */
export function useCanEditGoals(): boolean {
  const principal = usePrincipal();
  return principal !== null && allows('goalsEdit', principal);
}
