import { allows } from '@performa/contracts/access';
import type { CategoryKind } from '@performa/contracts/api/setup';
import { usePrincipal } from '../../../lib/session.ts';

/** Whether the user may change categories of a kind: goalsEdit for goal categories, skillsEdit for skill ones. */
export function useCanEditCategories(kind: CategoryKind): boolean {
  const principal = usePrincipal();
  return principal !== null && allows(kind === 'goal' ? 'goalsEdit' : 'skillsEdit', principal);
}
