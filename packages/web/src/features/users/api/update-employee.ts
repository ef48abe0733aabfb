import type { Employee, EmployeeUpdate } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';

/** Changes an employee and their account; a blank password keeps the current one. */
export const updateEmployee = (id: number, body: EmployeeUpdate) => api.put<Employee>(`/wizard/employee/${id}/`, body);
