import { operatorRoutes } from '@performa/contracts/routes/operator';
import { operatorAccounts, plans, platformSettings } from '../../../src/db/schema.ts';
import { defineArea, open, type Row } from './harness.ts';

/**
 * The platform operator's routes (docs/product.md §7.12; ADR 34). The table's app is self-hosted, where the
 * operator screen is off: the status answers everyone (enabled false) and every other operator route is 404
 * for every caller, a company's super admin included, before any input is read. Who passes in saas mode (the
 * operator's token only; a company's is 401 there, and the operator's on company routes) is
 * test/api/operator.test.ts.
 */
const bodies: Record<string, unknown> = {
  operatorSignIn: { username: 'operator', password: 'Operator-Secret-2026' },
  rejectPayment: { reason: 'No transfer arrived' },
  createPlan: { code: 'annual', names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: 1200, currency: 'AZN' },
  updatePlan: { code: 'annual', names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: 1200, currency: 'AZN' },
  updateOperatorSettings: { seller: 'Performa LLC' },
};

export const operatorArea = defineArea({
  name: 'operator',
  tables: { plans, platformSettings, operatorAccounts },
  build: async () => ({}),
  rows: Object.entries(operatorRoutes).map(([name, route]): Omit<Row, 'area'> => ({
    method: route.method as Row['method'],
    route: `/api${route.path}`,
    request: () => ({ url: `/api${route.path.replace(':id', '1')}`, ...(name in bodies ? { body: bodies[name] } : {}) }),
    expect: open(name === 'operatorStatus' ? 200 : 404),
  })),
});
