import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, signedIn } from './harness.ts';

/**
 * A person's goals and competencies on the user panel (docs/product.md §1.6, §7.4): the target employee
 * lies outside the scoped admin's departments and is nobody's report, so only a holder of a code of
 * the area (userView, userCodes) or an unscoped admin reads them; a plain user gets 404, a company
 * without a package 403.
 */
const readers = (ok: number) => signedIn(ok, { user: 404, scopedAdmin: 404, foreign: 404, noPackage: 403 });

export const userPanelArea = defineArea({
  name: 'user panel',
  tables: {},
  build: async (deps, scope) => ({ period: (await addPeriod(deps, scope)).id }),
  rows: [
    {
      method: 'GET',
      route: '/api/account/user-panel/:id/goals/',
      request: (c) => ({ url: `/api/account/user-panel/${c.targets.employee.accountId}/goals/?period=${c.area.period}` }),
      expect: readers(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/account/user-panel/:id/skills/',
      request: (c) => ({ url: `/api/account/user-panel/${c.targets.employee.accountId}/skills/` }),
      expect: readers(200),
      project: true,
    },
  ],
});
