import { allows } from '@performa/contracts/access';
import { usePrincipal } from '../../../lib/session.ts';

/** Whether the caller may change competencies (management or dse); dsv users only read. */
export function useCanEditSkills(): boolean {
  const principal = usePrincipal();
  return principal !== null && allows('skillsEdit', principal);
}
