import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { slices } from '../../db/raw.ts';
import { accounts, employees } from '../../db/schema.ts';

/**
 * A person's name lives on their account and on each of their employee records (one per project of
 * the company): the same name everywhere. The employee form, the employee import and the user panel
 * rename a person through here, inside their own transaction.
 */

export interface PersonName {
  accountId: number;
  firstName: string;
  lastName: string;
}

/**
 * Renames many people at once, set-based: per slice of 1,000, one statement for the accounts and one
 * for their employee records (rows that already carry the name are left alone). Scoped by company.
 */
export async function renamePeople(tx: Tx, companyId: number, people: readonly PersonName[]) {
  for (const part of slices(people)) {
    const names = JSON.stringify(part.map((p) => ({ account_id: p.accountId, first_name: p.firstName, last_name: p.lastName })));
    await tx.execute(sql`
      update ${accounts} a set first_name = v.first_name, last_name = v.last_name
      from json_to_recordset(${names}::json) as v(account_id int, first_name text, last_name text)
      where a.id = v.account_id and a.company_id = ${companyId}
        and (a.first_name, a.last_name) is distinct from (v.first_name, v.last_name)`);
    await tx.execute(sql`
      update ${employees} e set first_name = v.first_name, last_name = v.last_name
      from json_to_recordset(${names}::json) as v(account_id int, first_name text, last_name text)
      where e.account_id = v.account_id and e.company_id = ${companyId}
        and (e.first_name, e.last_name) is distinct from (v.first_name, v.last_name)`);
  }
}

/** Renames one person, by account or by one of their employee records (an employee of another company: nothing). */
export async function renamePerson(
  tx: Tx,
  person: { companyId: number; firstName: string; lastName: string } & (
    { accountId: number; employeeId?: undefined } | { accountId?: undefined; employeeId: number }
  ),
) {
  let accountId: number;
  if (person.accountId !== undefined) accountId = person.accountId;
  else {
    const [employee] = await tx
      .select({ accountId: employees.accountId })
      .from(employees)
      .where(and(eq(employees.id, person.employeeId), eq(employees.companyId, person.companyId)));
    if (!employee) return;
    accountId = employee.accountId;
  }
  await renamePeople(tx, person.companyId, [{ accountId, firstName: person.firstName, lastName: person.lastName }]);
}
