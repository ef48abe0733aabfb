import { zodResolver } from '@hookform/resolvers/zod';
import { employeeCreateSchema, employeeUpdateSchema } from '@performa/contracts/api/employees';

/** The employee form's resolvers, from the shared schemas (the feature is lazy: zod loads with it). */
export const createEmployeeResolver = zodResolver(employeeCreateSchema);
export const updateEmployeeResolver = zodResolver(employeeUpdateSchema);
