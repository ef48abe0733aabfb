import { mayAssignRole, mayChangeAccount, placeInScope, type Role } from '@performa/contracts/access';
import { ASSIGNABLE_ROLES, type ImportResult } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { emailField, optionalString, passwordField, requiredString, usernameField } from '@performa/contracts/validation';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { slices } from '../../db/raw.ts';
import { accounts, employees, positions } from '../../db/schema.ts';
import { hashPassword, NO_PASSWORD } from '../../lib/passwords.ts';
import type { ImportFile } from '../../lib/import-slots.ts';
import { pacer, type ImportErrors } from '../../lib/sheet-import.ts';
import { inviteAccounts } from '../accounts/password-links.ts';
import { renamePeople } from '../accounts/rename.ts';
import type { ServiceContext } from '../context.ts';
import { databaseKeys } from '../import-keys.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { importIntoProject, type ProjectImport } from '../project-import.ts';
import { departmentScope, employeeInScope, inProject } from '../scope.ts';
import { departmentPaths, EMPLOYEE_COLUMNS, isExampleRow, nameKey as key } from './columns.ts';

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

/** The issues of the row schema, each on its column; a choice that is not one of the allowed says which are. */
function rowIssues(errors: ImportErrors, line: number, error: z.ZodError) {
  for (const issue of error.issues) {
    const column = String(issue.path[0] ?? '');
    if (issue.code === 'invalid_value') {
      errors.add(line, column, 'validation.invalidChoiceOf', { choices: issue.values.filter((v) => v !== '').join(', ') });
    } else errors.add(line, column, issue.message as MessageKey, { max: (issue as { maximum?: number }).maximum ?? '' });
  }
}

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
  return importIntoProject(ctx, file, EMPLOYEE_COLUMNS, lang, importRows);
}

async function importRows({ ctx, projectId, rows: body, errors }: ProjectImport<(typeof EMPLOYEE_COLUMNS)[number]>): Promise<ImportResult> {
  const fail: Fail = (row, column, message, params = {}) => errors.add(row, column, message, params);
  // The database's keys of the identities in the file: its unique indexes decide what is the same.
  const idKey = await databaseKeys(
    ctx.deps.db,
    body.flatMap(({ record }) => [record.employee_number, record.username, record.email, record.report_to]),
  );

  // What the project has, for matching by name.
  const scope = await departmentScope(ctx);
  const me = { id: ctx.actor.accountId, role: ctx.actor.role };
  const paths = await departmentPaths(ctx);
  const posRows = (await ctx.deps.db.select().from(positions).where(inProject(ctx, positions))).filter((p) => placeInScope(scope, p.departmentId));
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
      positionId: employees.positionId,
      status: employees.status,
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
  /** Rows whose identities (employee number, username, email) are valid, checked against the database even when other cells fail. */
  const identities: Identity[] = [];
  const seen = { employee_number: new Map<string, number>(), username: new Map<string, number>(), email: new Map<string, number>() };
  const identitySchemas = { employee_number: rowSchema.shape.employee_number, username: rowSchema.shape.username, email: rowSchema.shape.email };
  // The template's example row, left as shipped, is no person (ADR 19).
  const rows = body.filter(({ record }) => !isExampleRow(record));
  if (rows.length === 0) fail(2, '', 'import.empty');

  const pace = pacer();
  for (const { record, line } of rows) {
    await pace();
    const result = rowSchema.safeParse({ ...record, role: key(record.role) });
    if (!result.success) rowIssues(errors, line, result.error);
    // Every identity of the file is checked in this one pass, also on rows whose other cells fail.
    const ids: Partial<Record<keyof typeof identitySchemas, string>> = {};
    for (const column of ['employee_number', 'username', 'email'] as const) {
      const value = identitySchemas[column].safeParse(record[column]);
      if (!value.success) continue;
      ids[column] = value.data;
      const k = idKey(record[column]);
      const first = seen[column].get(k);
      if (first !== undefined) fail(line, column, 'import.duplicateOfRow', { row: first });
      else seen[column].set(k, line);
    }
    if (ids.employee_number !== undefined)
      identities.push({ line, employee_number: ids.employee_number, username: ids.username ?? '', email: ids.email ?? '' });
    if (!result.success) continue;
    const row = result.data;
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
    if (!mayAssignRole(ctx.actor, current?.role ?? null, role)) {
      const allowed = ASSIGNABLE_ROLES.filter((r) => mayAssignRole(ctx.actor, current?.role ?? null, r));
      fail(line, 'role', 'validation.invalidChoiceOf', { choices: allowed.join(', ') });
    }
    if (current && !mayChangeAccount(me, { id: current.accountId, role: current.role })) {
      if (idKey(row.username) !== current.usernameKey) fail(line, 'username', 'errors.forbidden');
      if (idKey(row.email) !== current.emailKey) fail(line, 'email', 'errors.forbidden');
      if (row.password) fail(line, 'password', 'errors.forbidden');
    }
    // The department, at any depth, by path or unique name; a sub_department below it. One error at the
    // cause: a department that cannot be found leaves the position unchecked (it would only follow).
    let node: number | null = null;
    let placeFailed = false;
    if (row.department) {
      const found = paths.resolve(row.department);
      if ('error' in found) {
        fail(line, 'department', found.error, found.params);
        placeFailed = true;
      } else node = found.id;
    } else if (scope !== null) {
      fail(line, 'department', 'validation.required');
      placeFailed = true;
    }
    if (row.sub_department && !placeFailed) {
      const found = paths.resolve(row.sub_department, node);
      if ('error' in found) {
        fail(line, 'sub_department', found.error, found.params);
        placeFailed = true;
      } else node = found.id;
    }
    // Stored as the employee form stores it (write.ts checkPlacement): the parent and the department itself.
    const parent = node === null ? null : paths.parentOf(node);
    const departmentId = parent ?? node;
    const subDepartmentId = parent === null ? null : node;
    let positionId: number | null = null;
    if (row.position && !placeFailed) {
      const named = posRows.filter((p) => key(p.name) === key(row.position));
      const position = [subDepartmentId, departmentId].map((home) => named.find((p) => home !== null && p.departmentId === home)).find(Boolean);
      if (position) positionId = position.id;
      else if (named.length) {
        const homes = [...new Set(named.map((p) => `"${paths.path(p.departmentId)}"`))].sort();
        fail(line, 'position', 'import.positionElsewhere', { name: row.position, departments: homes.join(', ') });
      } else fail(line, 'position', 'import.unknownName', { name: row.position });
    }
    parsed.push({ ...row, role, line, departmentId, subDepartmentId, positionId });
  }

  // Managers: by employee number (in the file or the project), else by a unique full name. A number of
  // the file counts even when its row has other errors (those are reported on that row, not here).
  const fileNumbers = new Set(identities.map((r) => idKey(r.employee_number)));
  const names = new Map<string, Set<string>>();
  const addName = (name: string, number: string) => names.set(key(name), (names.get(key(name)) ?? new Set()).add(number));
  for (const e of existing) if (!fileNumbers.has(e.numberKey)) addName(`${e.first} ${e.last}`, e.numberKey);
  for (const r of parsed) addName(`${r.first_name} ${r.last_name}`, idKey(r.employee_number));
  // Who holds each position once the file is imported (active employees the file does not place, and the file's rows).
  const holders = new Map<number, Set<string>>();
  const hold = (position: number | null, number: string) => position !== null && holders.set(position, (holders.get(position) ?? new Set()).add(number));
  for (const e of existing) if (e.status === 'active' && !fileNumbers.has(e.numberKey)) hold(e.positionId, e.numberKey);
  for (const r of parsed) hold(r.positionId, idKey(r.employee_number));
  const parentPosition = new Map(posRows.map((p) => [p.id, p.parentId]));
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
    } else if (r.positionId !== null) {
      // Blank: the positions chart decides when the position's parent has exactly one holder (docs/product.md §6.3).
      const above = parentPosition.get(r.positionId) ?? null;
      const candidates = above === null ? undefined : holders.get(above);
      if (candidates?.size === 1 && !candidates.has(idKey(r.employee_number))) manager = [...candidates][0]!;
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
  await checkTaken(ctx, projectId, identities, own, idKey, fail);
  errors.throwIfAny();

  // Everything passed: write it all in one transaction.
  const hashes = new Map<string, string>();
  await Promise.all(parsed.filter((r) => r.password).map(async (r) => hashes.set(idKey(r.employee_number), await hashPassword(r.password))));
  let created = 0;
  let updated = 0;
  // New accounts without a password in the file: invited by email once the import has committed (ADR 18).
  const uninvited: number[] = [];
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
            passwordHash: hashes.get(idKey(r.employee_number)) ?? NO_PASSWORD,
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
      chunk.forEach((r, j) => hashes.has(idKey(r.employee_number)) || uninvited.push(newAccounts[j]!.id));
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
    // A changed position changes the competency list of its holder (docs/product.md §4.7).
    const moved = changes.filter(({ row, current }) => row.positionId !== current.positionId);
    await recomputeEmployees(
      tx,
      projectId,
      moved.map(({ current }) => current.id),
    );
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
  await inviteAccounts(ctx, uninvited);
  return { created, updated };
}
