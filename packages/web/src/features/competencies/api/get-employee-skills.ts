import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { competencyKeys } from './keys.ts';

/** An employee's effective list: their own, or their position's. */
export const getEmployeeSkills = (id: number) => api.call(competencyRoutes.employeeSkills, { params: { id } });

export const employeeSkillsQuery = (id: number) => queryOptions({ queryKey: competencyKeys.employee(id), queryFn: () => getEmployeeSkills(id) });

/** Nothing is read until an employee is chosen. */
export const useEmployeeSkills = (id: number | null) => useQuery({ ...employeeSkillsQuery(id ?? 0), enabled: id !== null });
