import type { RouteInput } from '@performa/contracts/routes/define';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { api } from '../../../lib/api-client.ts';

/** Changes an employee and their account; a blank password keeps the current one. */
export const updateEmployee = (id: number, body: RouteInput<typeof employeeRoutes.updateEmployee>['body']) =>
  api.call(employeeRoutes.updateEmployee, { params: { id }, body });
