import { allows, mayChangeAccount, mayEditPersonData, mayViewPersonData } from '@performa/contracts/access';
import type { UserPanel } from '@performa/contracts/api/employees';
import { useAccountRef, usePrincipal } from '../../../lib/session.ts';

/** What the caller may do on a panel: the row rules of contracts/access.ts (docs/product.md §1.6); the server enforces the same. */
export interface PanelRights {
  /** The caller's own panel. */
  own: boolean;
  /** Change the account's name, email and photo (one's own; an admin any user's in their scope). */
  editProfile: boolean;
  /** Read the person's results and open their performance cards (the server's `results`: themself, their direct manager, an admin in scope). */
  viewResults: boolean;
  viewGoals: boolean;
  editGoals: boolean;
  viewSkills: boolean;
  editSkills: boolean;
}

export function usePanelRights(panel: UserPanel): PanelRights {
  const principal = usePrincipal();
  const me = useAccountRef();
  const own = me !== null && panel.account.id === me.id;
  const relation = panel.relation;
  const adminReach = principal !== null && allows('management', principal) && (relation === null || relation.in_scope);
  const may = (rule: typeof mayViewPersonData) => (data: 'goals' | 'skills') => principal !== null && relation !== null && rule(principal, data, relation);
  const view = may(mayViewPersonData);
  const edit = may(mayEditPersonData);
  return {
    own,
    editProfile: own || (adminReach && me !== null && mayChangeAccount(me, panel.account)),
    viewResults: panel.results && panel.employee !== null,
    viewGoals: view('goals'),
    editGoals: edit('goals'),
    viewSkills: view('skills'),
    editSkills: edit('skills'),
  };
}
