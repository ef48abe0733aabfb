import type { Employee, EmployeeCreate } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';

/** Creates an employee with their account in the selected project. */
export const createEmployee = (body: EmployeeCreate) => api.post<Employee>('/wizard/add-employee/', body);
