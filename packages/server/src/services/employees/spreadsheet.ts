import { mayAssignRole, mayChangeAccount, placeInScope, type Role } from '@performa/contracts/access';
import type { ImportResult } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { emailField, optionalString, passwordField, requiredString, usernameField } from '@performa/contracts/validation';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { slices } from '../../db/raw.ts';
import { accounts, departments, employees, positions } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ImportFile } from '../../lib/import-slots.ts';
import { pacer, runImport, type ImportErrors, type ImportRow } from '../../lib/sheet-import.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import { renamePeople } from '../accounts/rename.ts';
import type { ServiceContext } from '../context.ts';
import { databaseKeys } from '../import-keys.ts';
import { departmentScope, employeeInScope, inProject, requireProject } from '../scope.ts';
import { listAllEmployees } from './read.ts';

/** The template's columns, in order; exports use the same ones so that a file can round-trip. */
export const EMPLOYEE_COLUMNS = [
  'employee_number',
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'role',
  'department',
  'sub_department',
  'position',
  'report_to',
] as const;

const rowSchema = z.object({
  employee_number: requiredString(50),
  first_name: requiredString(150),
  last_name: requiredString(150),
  email: emailField(),
  username: usernameField(),
  password: z.union([z.literal(''), passwordField()]),
  role: z.enum(['', 'user', 'admin']),
  department: optionalString(200),
  sub_department: optionalString(200),
  position: optionalString(200),
  report_to: optionalString(200),
});

export async function employeeTemplate(format: SheetFormat) {
  return writeSheet(format, 'employees', EMPLOYEE_COLUMNS, []);
}

export async function exportEmployees(ctx: ServiceContext, format: SheetFormat) {
  const list = await listAllEmployees(ctx, 'all');
  const numbers = new Map(list.map((e) => [e.id, e.employee_number]));
  const rows = list.map((e) => [
    e.employee_number,
    e.first_name,
    e.last_name,
    e.email,
    e.username,
    '',
    e.role === 'super_admin' ? 'admin' : e.role,
    e.department?.name ?? '',
    e.sub_department?.name ?? '',
    e.position?.name ?? '',
    e.report_to ? (numbers.get(e.report_to.id) ?? e.report_to.full_name) : '',
  ]);
  return writeSheet(format, 'employees', EMPLOYEE_COLUMNS, rows);
}

/** Names (departments, positions, managers' full names) are matched without case. */
const key = (s: string) => s.trim().toLowerCase();

type Fail = (row: number, column: string, message: MessageKey, params?: Record<string, string | number>) => void;
/** What the identity checks need of a checked row. */
interface Identity {
  line: number;
  employee_number: string;
  username: string;
  email: string;
}

/**
 * Usernames and emails must be free, unless they belong to the employee being updated; with
 * `numbers`, the employee numbers of new rows too (taken meanwhile by someone else). The database
 * compares, with lower() on both sides as its unique indexes do.
 */
async function checkTaken(
  ctx: ServiceContext,
  projectId: number,
  rows: Identity[],
  own: (row: Identity) => number | undefined,
  idKey: (value: string) => string,
  fail: Fail,
  numbers = false,
) {
  if (!rows.length) return;
  const list = (column: keyof Identity) => JSON.stringify(rows.map((r) => r[column]));
  const holders = await ctx.deps.db
    .select({ id: accounts.id, username: sql<string>`lower(${accounts.username})`, email: sql<string>`lower(${accounts.email})` })
    .from(accounts)
    .where(
      sql`lower(${accounts.username}) in (select lower(value) from json_array_elements_text(${list('username')}::json))
        or lower(${accounts.email}) in (select lower(value) from json_array_elements_text(${list('email')}::json))`,
    );
  const byUsername = new Map(holders.map((h) => [h.username, h.id]));
  const byEmail = new Map(holders.map((h) => [h.email, h.id]));
  for (const r of rows) {
    const usernameHolder = byUsername.get(idKey(r.username));
    const emailHolder = byEmail.get(idKey(r.email));
    if (usernameHolder !== undefined && usernameHolder !== own(r)) fail(r.line, 'username', 'validation.usernameTaken');
    if (emailHolder !== undefined && emailHolder !== own(r)) fail(r.line, 'email', 'validation.emailTaken');
  }
  if (!numbers) return;
  const fresh = rows.filter((r) => own(r) === undefined);
  if (!fresh.length) return;
  const taken = await ctx.deps.db
    .select({ number: sql<string>`lower(${employees.employeeNumber})` })
    .from(employees)
    .where(
      and(
        eq(employees.projectId, projectId),
        sql`lower(${employees.employeeNumber}) in (select lower(value) from json_array_elements_text(${JSON.stringify(fresh.map((r) => r.employee_number))}::json))`,
      ),
    );
  const numbersTaken = new Set(taken.map((t) => t.number));
  for (const r of fresh) if (numbersTaken.has(idKey(r.employee_number))) fail(r.line, 'employee_number', 'validation.employeeNumberTaken');
}

/**
 * Imports employees from an XLSX or CSV file. Every row is checked first (fields, names that must
 * match the project's departments, sub-departments, positions and managers, duplicates, manager
 * cycles); any error refuses the whole file with every error listed. A row whose employee number
 * exists updates that employee, so re-importing a file creates no duplicates. Employee numbers,
 * usernames and emails are compared as the database's unique indexes compare them (lower()).
 */
export async function importEmployees(ctx: ServiceContext, file: ImportFile, lang: Language): Promise<ImportResult> {
  const projectId = requireProject(ctx);
  return runImport(ctx, file, EMPLOYEE_COLUMNS, lang, (body, errors) => importRows(ctx, projectId, body, errors));
}

async function importRows(
  ctx: ServiceContext,
  projectId: number,
  body: Array<ImportRow<(typeof EMPLOYEE_COLUMNS)[number]>>,
  errors: ImportErrors,
): Promise<ImportResult> {
  const fail: Fail = (row, column, message, params = {}) => errors.add(row, column, message, params);
  // The database's keys of the identities in the file: its unique indexes decide what is the same.
  const idKey = await databaseKeys(
    ctx.deps.db,
    body.flatMap(({ record }) => [record.employee_number, record.username, record.email, record.report_to]),
  );

  // What the project has, for matching by name.
  const scope = await departmentScope(ctx);
  const me = { id: ctx.actor.accountId, role: ctx.actor.role };
  const deptRows = await ctx.deps.db.select().from(departments).where(inProject(ctx, departments));
  const posRows = await ctx.deps.db.select().from(positions).where(inProject(ctx, positions));
  const existing = await ctx.deps.db
    .select({
      id: employees.id,
      number: employees.employeeNumber,
      numberKey: sql<string>`lower(${employees.employeeNumber})`,
      first: employees.firstName,
      last: employees.lastName,
      reportToId: employees.reportToId,
      accountId: employees.accountId,
      role: accounts.role,
      usernameKey: sql<string>`lower(${accounts.username})`,
      emailKey: sql<string>`lower(${accounts.email})`,
      departmentId: employees.departmentId,
      subDepartmentId: employees.subDepartmentId,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(inProject(ctx, employees));
  const existingByNumber = new Map(existing.map((e) => [e.numberKey, e]));
  const numberById = new Map(existing.map((e) => [e.id, e.numberKey]));

  type Parsed = Omit<z.infer<typeof rowSchema>, 'role'> & {
    role: Role;
    line: number;
    departmentId: number | null;
    subDepartmentId: number | null;
    positionId: number | null;
  };
  const parsed: Parsed[] = [];
  const seen = { employee_number: new Map<string, number>(), username: new Map<string, number>(), email: new Map<string, number>() };

  const pace = pacer();
  for (const { record, line } of body) {
    await pace();
    const result = rowSchema.safeParse({ ...record, role: key(record.role) });
    if (!result.success) {
      errors.addIssues(line, result.error);
      continue;
    }
    const row = result.data;
    for (const column of ['employee_number', 'username', 'email'] as const) {
      const k = idKey(row[column]);
      if (seen[column].has(k)) fail(line, column, 'import.duplicateInFile');
      else seen[column].set(k, line);
    }
    const current = existingByNumber.get(idKey(row.employee_number));
    // An employee outside a scoped admin's departments does not exist for them.
    if (current && !employeeInScope(scope, current)) {
      fail(line, 'employee_number', 'import.unknownName', { name: row.employee_number });
      continue;
    }
    // Blank keeps an existing employee's role (a new one becomes a user); a super admin stays one.
    // Only a super admin hands out or takes away the admin role, and only a super admin changes the
    // sign-in (username, email, password) of an admin or super admin.
    const role: Role = current?.role === 'super_admin' ? 'super_admin' : row.role || current?.role || 'user';
    if (!mayAssignRole(ctx.actor, current?.role ?? null, role)) fail(line, 'role', 'validation.invalidChoice');
    if (current && !mayChangeAccount(me, { id: current.accountId, role: current.role })) {
      if (idKey(row.username) !== current.usernameKey) fail(line, 'username', 'errors.forbidden');
      if (idKey(row.email) !== current.emailKey) fail(line, 'email', 'errors.forbidden');
      if (row.password) fail(line, 'password', 'errors.forbidden');
    }
    let departmentId: number | null = null;
    let subDepartmentId: number | null = null;
    if (row.department) {
      const dept = deptRows.find((d) => d.parentId === null && key(d.name) === key(row.department));
      if (!dept || !placeInScope(scope, dept.id)) fail(line, 'department', 'import.unknownName', { name: row.department });
      else departmentId = dept.id;
    } else if (scope !== null) fail(line, 'department', 'validation.required');
    if (row.sub_department) {
      const sub = deptRows.find((d) => departmentId !== null && d.parentId === departmentId && key(d.name) === key(row.sub_department));
      if (!sub) fail(line, 'sub_department', 'import.unknownName', { name: row.sub_department });
      else subDepartmentId = sub.id;
    }
    let positionId: number | null = null;
    if (row.position) {
      const homes = [subDepartmentId, departmentId].filter((id): id is number => id !== null);
      const position = homes.map((home) => posRows.find((p) => p.departmentId === home && key(p.name) === key(row.position))).find(Boolean);
      if (!position) fail(line, 'position', 'import.unknownName', { name: row.position });
      else positionId = position.id;
    }
    parsed.push({ ...row, role, line, departmentId, subDepartmentId, positionId });
  }

  // Managers: by employee number (in the file or the project), else by a unique full name.
  const fileNumbers = new Set(parsed.map((r) => idKey(r.employee_number)));
  const names = new Map<string, Set<string>>();
  const addName = (name: string, number: string) => names.set(key(name), (names.get(key(name)) ?? new Set()).add(number));
  for (const e of existing) if (!fileNumbers.has(e.numberKey)) addName(`${e.first} ${e.last}`, e.numberKey);
  for (const r of parsed) addName(`${r.first_name} ${r.last_name}`, idKey(r.employee_number));
  const managerOf = new Map<string, string | null>();
  for (const e of existing) managerOf.set(e.numberKey, e.reportToId ? (numberById.get(e.reportToId) ?? null) : null);
  for (const r of parsed) {
    let manager: string | null = null;
    if (r.report_to) {
      const byNumber = idKey(r.report_to);
      const byName = names.get(key(r.report_to));
      if (fileNumbers.has(byNumber) || existingByNumber.has(byNumber)) manager = byNumber;
      else if (byName?.size === 1) manager = [...byName][0]!;
      else if (byName && byName.size > 1) fail(r.line, 'report_to', 'import.ambiguousName', { name: r.report_to });
      else fail(r.line, 'report_to', 'import.unknownName', { name: r.report_to });
    }
    managerOf.set(idKey(r.employee_number), manager);
  }
  // The rows on a cycle of reporting lines: each chain is walked once (a walk stops at a row an
  // earlier walk has passed), so that long chains cost a pass over the rows, not one per row.
  const onCycle = new Set<string>();
  const walked = new Set<string>();
  for (const r of parsed) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let at: string | null = idKey(r.employee_number);
    while (at !== null && !walked.has(at) && !onPath.has(at)) {
      path.push(at);
      onPath.add(at);
      at = managerOf.get(at) ?? null;
    }
    if (at !== null && onPath.has(at)) for (const member of path.slice(path.indexOf(at))) onCycle.add(member);
    for (const member of path) walked.add(member);
  }
  for (const r of parsed) if (onCycle.has(idKey(r.employee_number))) fail(r.line, 'report_to', 'validation.managerCycle');

  const own = (r: Identity) => existingByNumber.get(idKey(r.employee_number))?.accountId;
  await checkTaken(ctx, projectId, parsed, own, idKey, fail);
  errors.throwIfAny();

  // Everything passed: write it all in one transaction.
  const hashes = new Map<string, string>();
  await Promise.all(parsed.filter((r) => r.password).map(async (r) => hashes.set(idKey(r.employee_number), await hashPassword(r.password))));
  let created = 0;
  let updated = 0;
  const write = ctx.deps.db.transaction(async (tx) => {
    const idByNumber = new Map(existing.map((e) => [e.numberKey, e.id]));
    const fresh = parsed.filter((r) => !existingByNumber.has(idKey(r.employee_number)));
    for (let i = 0; i < fresh.length; i += 500) {
      const chunk = fresh.slice(i, i + 500);
      const newAccounts = await tx
        .insert(accounts)
        .values(
          chunk.map((r) => ({
            companyId: ctx.actor.companyId,
            username: r.username,
            email: r.email,
            // Without a password in the file the account cannot sign in until one is set.
            passwordHash: hashes.get(idKey(r.employee_number)) ?? '!',
            firstName: r.first_name,
            lastName: r.last_name,
            role: r.role,
          })),
        )
        .returning({ id: accounts.id });
      const newEmployees = await tx
        .insert(employees)
        .values(
          chunk.map((r, j) => ({
            companyId: ctx.actor.companyId,
            projectId,
            accountId: newAccounts[j]!.id,
            employeeNumber: r.employee_number,
            firstName: r.first_name,
            lastName: r.last_name,
            departmentId: r.departmentId,
            subDepartmentId: r.subDepartmentId,
            positionId: r.positionId,
          })),
        )
        .returning({ id: employees.id });
      chunk.forEach((r, j) => idByNumber.set(idKey(r.employee_number), newEmployees[j]!.id));
      created += chunk.length;
    }
    // Existing employees, set-based: per slice of 1,000 rows one statement for the accounts' sign-in
    // and role, the names (renamePeople: accounts and employee records in every project, as the employee
    // form keeps them) and one for the placements. Rows without a change are not written.
    const changes = parsed.flatMap((r) => {
      const current = existingByNumber.get(idKey(r.employee_number));
      if (!current) return [];
      const hash = hashes.get(idKey(r.employee_number)) ?? null;
      return [{ row: r, current, hash }];
    });
    for (const part of slices(changes)) {
      const signIns = JSON.stringify(
        part.map(({ row, current, hash }) => ({
          account_id: current.accountId,
          username: row.username,
          email: row.email,
          role: row.role,
          password_hash: hash,
          // A new password or role signs the account out everywhere (as the employee form does).
          sign_out: hash !== null || row.role !== current.role,
        })),
      );
      await tx.execute(sql`
        update ${accounts} a set username = v.username, email = v.email, role = v.role,
          password_hash = coalesce(v.password_hash, a.password_hash),
          token_version = a.token_version + case when v.sign_out then 1 else 0 end
        from json_to_recordset(${signIns}::json) as v(account_id int, username text, email text, role text, password_hash text, sign_out boolean)
        where a.id = v.account_id and a.company_id = ${ctx.actor.companyId}
          and (v.sign_out or (a.username, a.email, a.role) is distinct from (v.username, v.email, v.role))`);
      const places = JSON.stringify(
        part.map(({ row, current }) => ({
          id: current.id,
          department_id: row.departmentId,
          sub_department_id: row.subDepartmentId,
          position_id: row.positionId,
        })),
      );
      await tx.execute(sql`
        update ${employees} e set department_id = v.department_id, sub_department_id = v.sub_department_id, position_id = v.position_id
        from json_to_recordset(${places}::json) as v(id int, department_id int, sub_department_id int, position_id int)
        where e.id = v.id and e.project_id = ${projectId} and e.company_id = ${ctx.actor.companyId}
          and (e.department_id, e.sub_department_id, e.position_id) is distinct from (v.department_id, v.sub_department_id, v.position_id)`);
    }
    await renamePeople(
      tx,
      ctx.actor.companyId,
      changes.map(({ row, current }) => ({ accountId: current.accountId, firstName: row.first_name, lastName: row.last_name })),
    );
    updated = changes.length;
    // Reporting lines last, once every employee of the file exists: one statement per slice.
    const lines = parsed.map((r) => {
      const manager = managerOf.get(idKey(r.employee_number));
      return { id: idByNumber.get(idKey(r.employee_number))!, report_to_id: manager ? idByNumber.get(manager)! : null };
    });
    for (const part of slices(lines)) {
      await tx.execute(sql`
        update ${employees} e set report_to_id = v.report_to_id
        from json_to_recordset(${JSON.stringify(part)}::json) as v(id int, report_to_id int)
        where e.id = v.id and e.project_id = ${projectId} and e.report_to_id is distinct from v.report_to_id`);
    }
  });
  await write.catch(async (error: unknown) => {
    // A username, email or employee number taken since the checks (by another import or a form): the
    // database refused the write; say on which rows, as the checks would have.
    if (!isUniqueViolation(error)) throw error;
    await checkTaken(ctx, projectId, parsed, own, idKey, fail, true);
    errors.throwIfAny();
    throw error;
  });
  // Keep the planner's statistics current after a bulk write (PGlite has no autovacuum).
  await ctx.deps.db.execute(sql`analyze ${employees}, ${accounts}`);
  return { created, updated };
}
