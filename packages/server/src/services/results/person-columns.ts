import type { ResultPerson } from '@performa/contracts/api/results';
import { sql } from 'drizzle-orm';

/** The columns of a person of the results screens, from `em` (employee), `acc` (account), `pos` and `dep` (the deepest department). */
export const PERSON_COLUMNS = sql`em.id as employee_id, em.first_name, em.last_name, em.employee_number, em.status, acc.image,
  em.position_id, pos.name as position_name, coalesce(em.sub_department_id, em.department_id) as department_id, dep.name as department_name`;
export const PERSON_JOINS = sql`join accounts acc on acc.id = em.account_id
  left join positions pos on pos.id = em.position_id
  left join departments dep on dep.id = coalesce(em.sub_department_id, em.department_id)`;

export interface PersonRecord {
  employee_id: number;
  first_name: string;
  last_name: string;
  employee_number: string;
  status: 'active' | 'terminated';
  image: string | null;
  position_id: number | null;
  position_name: string | null;
  department_id: number | null;
  department_name: string | null;
}

/** A position or department as results show it: its id and name, or null. */
export const option = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export function toPerson(r: PersonRecord): ResultPerson {
  return {
    id: r.employee_id,
    full_name: `${r.first_name} ${r.last_name}`,
    image: r.image,
    position: option(r.position_id, r.position_name),
    department: option(r.department_id, r.department_name),
    status: r.status,
    employee_number: r.employee_number,
  };
}
