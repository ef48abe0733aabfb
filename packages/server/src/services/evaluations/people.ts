import type { EvaluationPerson } from '@performa/contracts/api/evaluations';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';

/**
 * The employees of a project as the launch of a round needs them (docs/product.md §5.4): the person as
 * evaluation rows show them, with the reporting line and the departments the proposal goes by. One
 * statement for the whole project (the table is `ee`).
 */
export interface PersonRecord {
  id: number;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'terminated';
  image: string | null;
  position: { id: number; name: string } | null;
  /** The deepest department (sub-department, else department), as lists show it. */
  place: { id: number; name: string } | null;
  departmentId: number | null;
  subDepartmentId: number | null;
  reportToId: number | null;
}

interface Row {
  id: number;
  employee_number: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'terminated';
  image: string | null;
  position_id: number | null;
  position: string | null;
  place_id: number | null;
  place: string | null;
  department_id: number | null;
  sub_department_id: number | null;
  report_to_id: number | null;
}

const optionOf = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** Employees of the project matching `where` (a condition on `ee`), ordered by id. */
export async function loadPeople(runner: Runner, scope: { companyId: number; projectId: number }, where: SQL = sql`true`): Promise<PersonRecord[]> {
  const rows = await rowsOf<Row>(
    runner,
    sql`select ee.id, ee.employee_number, ee.first_name, ee.last_name, ee.status, a.image,
        ee.position_id, p.name as position, coalesce(ee.sub_department_id, ee.department_id) as place_id, d.name as place,
        ee.department_id, ee.sub_department_id, ee.report_to_id
      from employees ee
      join accounts a on a.id = ee.account_id
      left join positions p on p.id = ee.position_id
      left join departments d on d.id = coalesce(ee.sub_department_id, ee.department_id)
      where ee.company_id = ${scope.companyId} and ee.project_id = ${scope.projectId} and ${where}
      order by ee.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    employeeNumber: r.employee_number,
    firstName: r.first_name,
    lastName: r.last_name,
    status: r.status,
    image: r.image,
    position: optionOf(r.position_id, r.position),
    place: optionOf(r.place_id, r.place),
    departmentId: r.department_id,
    subDepartmentId: r.sub_department_id,
    reportToId: r.report_to_id,
  }));
}

export const fullName = (p: Pick<PersonRecord, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** A person as evaluation rows show them. */
export function toPerson(p: PersonRecord): EvaluationPerson {
  return { id: p.id, full_name: fullName(p), image: p.image, position: p.position, department: p.place, status: p.status };
}
