import type { RouteInput } from '@performa/contracts/routes/define';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { api } from '../../../lib/api-client.ts';

/** Creates an employee with their account in the selected project. */
export const createEmployee = (body: RouteInput<typeof employeeRoutes.createEmployee>['body']) => api.call(employeeRoutes.createEmployee, { body });
