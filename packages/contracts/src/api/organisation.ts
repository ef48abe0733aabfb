import { z } from 'zod';
import { msg, optionalId, optionalString, requiredId, requiredString } from '../validation.ts';

// Company settings (super admin)
export const companySchema = z
  .object({
    id: z.number().int(),
    company_name: z.string(),
    industry: z.string(),
    address: z.string(),
    phone: z.string(),
    linkedin: z.string(),
    logo: z.string().nullable().describe('URL of the logo image, or null'),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const companyBodySchema = z
  .object({
    company_name: requiredString(200),
    industry: optionalString(200),
    address: optionalString(300),
    phone: optionalString(40).refine((v) => v === '' || /^[+()\d\s-]{5,40}$/.test(v), msg('validation.invalid')),
    linkedin: optionalString(300).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), msg('validation.invalid')),
  })
  .meta({ id: 'CompanyBody' });
export type CompanyBody = z.infer<typeof companyBodySchema>;

// Projects
export const projectBodySchema = z.object({ project_name: requiredString(200) }).meta({ id: 'ProjectBody' });
export type ProjectBody = z.infer<typeof projectBodySchema>;

// Departments: a tree per project
export const departmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    employee_count: z.number().int(),
    position_count: z.number().int(),
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

export const departmentBodySchema = z.object({ name: requiredString(200), parent_id: optionalId() }).meta({ id: 'DepartmentBody' });
export type DepartmentBody = z.infer<typeof departmentBodySchema>;

export const departmentListQuerySchema = z.object({ search: optionalString(200) });

export const optionSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Option' });
export type Option = z.infer<typeof optionSchema>;

export const subDepartmentQuerySchema = z.object({ department: requiredId() });

// Positions: the positional chart
export const personSchema = z.object({ id: z.number().int(), full_name: z.string(), image: z.string().nullable() }).meta({ id: 'Person' });

export const positionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    department_id: z.number().int(),
    department_name: z.string(),
    parent_id: z.number().int().nullable(),
    holders: z.array(personSchema),
  })
  .meta({ id: 'Position' });
export type Position = z.infer<typeof positionSchema>;

export const positionBodySchema = z.object({ name: requiredString(200), department_id: requiredId(), parent_id: optionalId() }).meta({ id: 'PositionBody' });
export type PositionBody = z.infer<typeof positionBodySchema>;

export const departmentPositionsQuerySchema = z.object({ department: requiredId() });
export const filteredPositionsQuerySchema = z.object({ department: requiredId(), sub_department: optionalId() });
