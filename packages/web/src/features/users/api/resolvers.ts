import { zodResolver } from '@hookform/resolvers/zod';
import { employeeCreateSchema, employeeUpdateSchema } from '@performa/contracts/api/employees';

/** Creating needs a password; editing keeps the current one when it is left blank. Both read the same fields. */
const schemaOf = (editing: boolean) => (editing ? employeeUpdateSchema : employeeCreateSchema);

/** The employee form's resolvers, from the shared schemas (the feature is lazy: zod loads with it). */
export const employeeResolvers = { create: zodResolver(schemaOf(false)), update: zodResolver(schemaOf(true)) };
