import type { PartyWeights, PersonalWeightImportResult } from '@performa/contracts/api/weights';
import { PARTIES, PERSONAL_WEIGHT_COLUMNS, partySumProblem, weightField } from '@performa/contracts/api/weights';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { and, inArray, sql } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { employees, personalWeights } from '../../db/schema.ts';
import type { ImportFile } from '../../lib/import-slots.ts';
import { columnKey as key, pacer } from '../../lib/sheet-import.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { importIntoProject, type ProjectImport } from '../project-import.ts';
import { departmentScope, employeeInScope, inProject } from '../scope.ts';

const same = (a: PartyWeights, b: PartyWeights) => PARTIES.every((p) => a[p] === b[p]);

/** What a row asks for: personal weights, or none (blank weights: the project's apply). */
interface Wanted {
  employeeId: number;
  weights: PartyWeights | null;
}

/** The project's employees that the caller reaches (a scoped admin: its departments only). */
async function reachableEmployees(ctx: ServiceContext) {
  const scope = await departmentScope(ctx);
  const rows = await ctx.deps.db
    .select({ id: employees.id, number: employees.employeeNumber, departmentId: employees.departmentId, subDepartmentId: employees.subDepartmentId })
    .from(employees)
    .where(inProject(ctx, employees));
  const reachable = rows.filter((e) => employeeInScope(scope, e));
  return new Map(reachable.map((e) => [e.id, e]));
}

/**
 * Imports personal weights from the file that all-personal-weights/ downloads (XLSX or CSV). Rows are
 * found by employee id, which must be an employee of the project in the caller's reach, with its own
 * employee number; weights sum to at most 1 per row; blank weights remove the employee's personal
 * weights. Any error refuses the whole file with every error listed. Only changed rows are written,
 * so a re-import changes nothing.
 */
export async function importPersonalWeights(ctx: ServiceContext, file: ImportFile, lang: Language): Promise<PersonalWeightImportResult> {
  return importIntoProject(ctx, file, PERSONAL_WEIGHT_COLUMNS, lang, importRows);
}

async function importRows({ ctx, projectId, rows, errors }: ProjectImport<(typeof PERSONAL_WEIGHT_COLUMNS)[number]>): Promise<PersonalWeightImportResult> {
  const staff = await reachableEmployees(ctx);
  const seen = new Set<number>();
  const wanted: Wanted[] = [];
  const field = weightField();

  const pace = pacer();
  for (const { line, record } of rows) {
    await pace();
    const cell = (column: (typeof PERSONAL_WEIGHT_COLUMNS)[number]) => record[column];
    const idText = cell('employee_id');
    const employee = /^\d{1,9}$/.test(idText) ? staff.get(Number(idText)) : undefined;
    if (!employee) {
      errors.add(line, 'employee_id', idText ? 'import.unknownName' : 'validation.required', { name: idText });
      continue;
    }
    if (seen.has(employee.id)) errors.add(line, 'employee_id', 'import.duplicateInFile');
    seen.add(employee.id);
    if (key(cell('employee_number')) !== key(employee.number)) errors.add(line, 'employee_number', 'import.idMismatch', { id: employee.id });

    if (PARTIES.every((p) => cell(p) === '')) {
      wanted.push({ employeeId: employee.id, weights: null });
      continue;
    }
    const parsed = PARTIES.map((party) => ({ party, result: field.safeParse(cell(party)) }));
    for (const { party, result } of parsed) if (!result.success) errors.add(line, party, result.error.issues[0]!.message as MessageKey);
    if (parsed.some((p) => !p.result.success)) continue;
    const weights = Object.fromEntries(parsed.map((p) => [p.party, p.result.data!])) as PartyWeights;
    const problem = partySumProblem(PARTIES.map((p) => weights[p]));
    if (problem) errors.add(line, '', problem);
    else wanted.push({ employeeId: employee.id, weights });
  }
  errors.throwIfAny();

  // Only what changes is written.
  const existing = await ctx.deps.db.select().from(personalWeights).where(inProject(ctx, personalWeights));
  const current = new Map(
    existing.map((r) => [r.employeeId, { manager: r.managerWeight, subworker: r.subworkerWeight, coworker: r.coworkerWeight, self: r.selfWeight }]),
  );
  const removals = wanted.filter((w) => w.weights === null && current.has(w.employeeId)).map((w) => w.employeeId);
  const writes = wanted.filter(
    (w): w is { employeeId: number; weights: PartyWeights } =>
      w.weights !== null && !(current.has(w.employeeId) && same(current.get(w.employeeId)!, w.weights)),
  );
  const created = writes.filter((w) => !current.has(w.employeeId)).length;

  await retriedTransaction(ctx.deps.db, async (tx) => {
    for (let i = 0; i < removals.length; i += 1000) {
      await tx.delete(personalWeights).where(and(inProject(ctx, personalWeights), inArray(personalWeights.employeeId, removals.slice(i, i + 1000))));
    }
    for (let i = 0; i < writes.length; i += 500) {
      await tx
        .insert(personalWeights)
        .values(
          writes.slice(i, i + 500).map((w) => ({
            employeeId: w.employeeId,
            companyId: ctx.actor.companyId,
            projectId,
            managerWeight: w.weights.manager,
            subworkerWeight: w.weights.subworker,
            coworkerWeight: w.weights.coworker,
            selfWeight: w.weights.self,
          })),
        )
        .onConflictDoUpdate({
          target: personalWeights.employeeId,
          set: {
            managerWeight: sql`excluded.manager_weight`,
            subworkerWeight: sql`excluded.subworker_weight`,
            coworkerWeight: sql`excluded.coworker_weight`,
            selfWeight: sql`excluded.self_weight`,
            updatedAt: new Date(),
          },
        });
    }
    await recomputeEmployees(tx, projectId, [...removals, ...writes.map((w) => w.employeeId)]);
  });
  if (removals.length || writes.length) await ctx.deps.db.execute(sql`analyze ${personalWeights}`);
  return { created, updated: writes.length - created, removed: removals.length };
}
