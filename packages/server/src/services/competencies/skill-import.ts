import { placeInScope } from '@performa/contracts/access';
import { SKILL_IMPORT_COLUMNS, SKILL_KINDS, SKILL_TYPES, WEIGHT_SUM_MAX, type SkillType } from '@performa/contracts/api/competencies';
import { exceeds, sumOf } from '@performa/contracts/weight-sums';
import type { ImportResult } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import { nonNegative, optionalString, requiredString } from '@performa/contracts/validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, departments, periods, positions, positionSkills, skillPeriods, skills } from '../../db/schema.ts';
import type { ImportFile } from '../../lib/import-slots.ts';
import { columnKey as nameKey, pacer, type ImportErrors, type ImportRow } from '../../lib/sheet-import.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import type { ServiceContext } from '../context.ts';
import { databaseKeys } from '../import-keys.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { importIntoProject, type ProjectImport } from '../project-import.ts';
import { departmentScope, inProject } from '../scope.ts';
import { normFits, normRange } from './norms.ts';
import { replacePeriods } from './skills.ts';

type Column = (typeof SKILL_IMPORT_COLUMNS)[number];

export function skillTemplate(format: SheetFormat) {
  return writeSheet(format, 'competencies', SKILL_IMPORT_COLUMNS, []);
}

const rowSchema = z.object({
  name: requiredString(200),
  description: optionalString(2000),
  category: optionalString(200),
  skill_type: z.enum(SKILL_TYPES),
  // Blank means organizational.
  kind: z.enum(['', ...SKILL_KINDS]),
  department: optionalString(200),
  position: optionalString(200),
});

/** What a file says about one competency (every row naming it must agree). */
interface SkillSpec {
  line: number;
  name: string;
  description: string;
  categoryId: number | null;
  skillType: SkillType;
  isPeriodic: boolean;
  periodIds: number[];
}

interface Link {
  line: number;
  skill: string;
  positionId: number;
  weight: number;
  norm: number | null;
}

/**
 * The project's entries that names in the file must match. Competencies are matched (and duplicates
 * found) by the database's lower() of their names, as its unique index compares them.
 */
async function loadNames(ctx: ServiceContext, rows: ImportRow<Column>[]) {
  const scope = await departmentScope(ctx);
  const [categoryRows, periodRows, departmentRows, positionRows, skillRows] = await Promise.all([
    ctx.deps.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(inProject(ctx, categories), eq(categories.kind, 'skill'))),
    ctx.deps.db.select({ id: periods.id, number: periods.number }).from(periods).where(inProject(ctx, periods)),
    ctx.deps.db.select({ id: departments.id, name: departments.name }).from(departments).where(inProject(ctx, departments)),
    ctx.deps.db.select({ id: positions.id, name: positions.name, departmentId: positions.departmentId }).from(positions).where(inProject(ctx, positions)),
    ctx.deps.db.select().from(skills).where(inProject(ctx, skills)),
  ]);
  const skillKey = await databaseKeys(ctx.deps.db, [...skillRows.map((s) => s.name), ...rows.map((r) => r.record.name)]);
  return {
    skillKey,
    categories: new Map(categoryRows.map((c) => [nameKey(c.name), c.id])),
    periods: new Map(periodRows.map((p) => [String(p.number), p.id])),
    departments: departmentRows.filter((d) => placeInScope(scope, d.id)),
    positions: positionRows,
    skills: new Map(skillRows.map((s) => [skillKey(s.name), s])),
  };
}
type Names = Awaited<ReturnType<typeof loadNames>>;

/** Reads one row's competency fields; null when a field is wrong (the error is recorded). */
function parseSpec(row: ImportRow<Column>, names: Names, errors: ImportErrors): (SkillSpec & { department: string; position: string }) | null {
  const result = rowSchema.safeParse({ ...row.record, skill_type: nameKey(row.record.skill_type), kind: nameKey(row.record.kind) });
  if (!result.success) {
    errors.addIssues(row.line, result.error);
    return null;
  }
  const data = result.data;
  let ok = true;
  const categoryId = data.category ? (names.categories.get(nameKey(data.category)) ?? null) : null;
  if (data.category && categoryId === null) {
    errors.add(row.line, 'category', 'import.unknownName', { name: data.category });
    ok = false;
  }
  const isPeriodic = data.kind === 'periodic';
  const tokens = row.record.periods
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const periodIds: number[] = [];
  for (const token of isPeriodic ? tokens : []) {
    const id = names.periods.get(/^\d+$/.test(token) ? String(Number(token)) : token);
    if (id === undefined) {
      errors.add(row.line, 'periods', 'import.unknownName', { name: token });
      ok = false;
    } else if (!periodIds.includes(id)) periodIds.push(id);
  }
  if (isPeriodic && tokens.length === 0) errors.add(row.line, 'periods', 'validation.required');
  if (!isPeriodic && tokens.length > 0) errors.add(row.line, 'periods', 'validation.invalid');
  if (!ok || (isPeriodic && tokens.length === 0) || (!isPeriodic && tokens.length > 0)) return null;
  return {
    line: row.line,
    name: data.name,
    description: data.description,
    categoryId,
    skillType: data.skill_type,
    isPeriodic,
    periodIds: periodIds.sort((a, b) => a - b),
    department: data.department,
    position: data.position,
  };
}

/** The position a row names (department and position), or null (recorded as an error). */
function matchPosition(line: number, department: string, position: string, names: Names, errors: ImportErrors): number | null {
  if (!department) {
    errors.add(line, 'department', 'validation.required');
    return null;
  }
  const homes = names.departments.filter((d) => nameKey(d.name) === nameKey(department)).map((d) => d.id);
  if (homes.length === 0) {
    errors.add(line, 'department', 'import.unknownName', { name: department });
    return null;
  }
  if (!position) {
    errors.add(line, 'position', 'validation.required');
    return null;
  }
  const found = names.positions.filter((p) => homes.includes(p.departmentId) && nameKey(p.name) === nameKey(position));
  if (found.length !== 1) {
    errors.add(line, 'position', found.length ? 'import.ambiguousEntry' : 'import.unknownName', { name: position });
    return null;
  }
  return found[0]!.id;
}

/** A number cell: blank is null; otherwise a number ≥ 0 (at most `max`). */
function numberCell(line: number, column: Column, value: string, errors: ImportErrors, max?: number): number | null | undefined {
  if (value === '') return null;
  const parsed = nonNegative(max).safeParse(value);
  if (parsed.success) return parsed.data;
  errors.add(line, column, 'validation.invalid');
  return undefined;
}

const SPEC_COLUMNS: Array<[Column, (s: SkillSpec) => unknown]> = [
  ['description', (s) => s.description],
  ['category', (s) => s.categoryId],
  ['skill_type', (s) => s.skillType],
  ['kind', (s) => s.isPeriodic],
  ['periods', (s) => s.periodIds.join(';')],
];

/** Checks every row; returns the competencies and position links of the file, or refuses it. */
async function checkFile(ctx: ServiceContext, rows: ImportRow<Column>[], names: Names, errors: ImportErrors) {
  const specs = new Map<string, SkillSpec>();
  const links = new Map<string, Link>();
  const range = await normRange(ctx);
  const pace = pacer();
  for (const row of rows) {
    await pace();
    const spec = parseSpec(row, names, errors);
    if (!spec) continue;
    const key = names.skillKey(spec.name);
    const first = specs.get(key);
    if (first) {
      for (const [column, value] of SPEC_COLUMNS)
        if (value(first) !== value(spec)) errors.add(row.line, column, 'import.conflictingValue', { row: first.line });
    } else specs.set(key, spec);

    const weight = numberCell(row.line, 'weight', row.record.weight, errors, WEIGHT_SUM_MAX);
    const norm = numberCell(row.line, 'norm', row.record.norm, errors);
    if (!spec.department && !spec.position) {
      if (weight !== null) errors.add(row.line, 'weight', 'validation.invalid');
      if (norm !== null) errors.add(row.line, 'norm', 'validation.invalid');
      continue;
    }
    const positionId = matchPosition(row.line, spec.department, spec.position, names, errors);
    if (weight === null) errors.add(row.line, 'weight', 'validation.required');
    if (norm !== undefined && !normFits(range, norm)) errors.add(row.line, 'norm', 'validation.normOutOfScale', { min: range!.min, max: range!.max });
    if (positionId === null || weight === null || weight === undefined || norm === undefined) continue;
    const linkKey = `${key}\u0000${positionId}`;
    if (links.has(linkKey)) errors.add(row.line, 'position', 'import.duplicateInFile');
    else links.set(linkKey, { line: row.line, skill: key, positionId, weight, norm });
  }
  errors.throwIfAny();
  return { specs, links: [...links.values()] };
}

/** After the import every touched position's weights (kept ones and the file's) must sum to at most 1. */
async function checkWeightSums(ctx: ServiceContext, links: Link[], names: Names, errors: ImportErrors) {
  const positionIds = [...new Set(links.map((l) => l.positionId))];
  if (positionIds.length === 0) return;
  const stored = await ctx.deps.db
    .select({ positionId: positionSkills.positionId, skillId: positionSkills.skillId, weight: positionSkills.weight })
    .from(positionSkills)
    .where(and(eq(positionSkills.companyId, ctx.actor.companyId), inArray(positionSkills.positionId, positionIds)));
  for (const positionId of positionIds) {
    const mine = links.filter((l) => l.positionId === positionId);
    const replaced = new Set(mine.map((l) => names.skills.get(l.skill)?.id).filter((id) => id !== undefined));
    const kept = stored.filter((s) => s.positionId === positionId && !replaced.has(s.skillId));
    const total = sumOf([...kept, ...mine].map((e) => e.weight));
    if (exceeds(total, WEIGHT_SUM_MAX)) for (const l of mine) errors.add(l.line, 'weight', 'validation.weightSum1');
  }
  errors.throwIfAny();
}

/**
 * Imports competencies from XLSX or CSV (columns SKILL_IMPORT_COLUMNS). Competencies are matched by
 * name: a known one is updated, so re-importing a file changes nothing. A row with a department and
 * position adds or updates that position's competency (weight, norm). All rows or none.
 */
export async function importSkills(ctx: ServiceContext, file: ImportFile, lang: Language): Promise<ImportResult> {
  return importIntoProject(ctx, file, SKILL_IMPORT_COLUMNS, lang, importRows);
}

async function importRows({ ctx, projectId, rows, errors }: ProjectImport<Column>): Promise<ImportResult> {
  const names = await loadNames(ctx, rows);
  const { specs, links } = await checkFile(ctx, rows, names, errors);
  await checkWeightSums(ctx, links, names, errors);

  const existingPeriods = await ctx.deps.db
    .select()
    .from(skillPeriods)
    .where(inArray(skillPeriods.skillId, [...names.skills.values()].map((s) => s.id).concat(0)));
  const storedLinks = await ctx.deps.db
    .select()
    .from(positionSkills)
    .where(and(eq(positionSkills.companyId, ctx.actor.companyId), inArray(positionSkills.positionId, links.map((l) => l.positionId).concat(0))));
  let created = 0;
  const changed = new Set<string>();
  await ctx.deps.db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [key, spec] of specs) {
      const fields = { name: spec.name, description: spec.description, categoryId: spec.categoryId, skillType: spec.skillType, isPeriodic: spec.isPeriodic };
      const current = names.skills.get(key);
      if (!current) {
        const [row] = await tx
          .insert(skills)
          .values({ companyId: ctx.actor.companyId, projectId, ...fields })
          .returning({ id: skills.id });
        await replacePeriods(ctx, tx, row!.id, spec.periodIds);
        ids.set(key, row!.id);
        created += 1;
        continue;
      }
      ids.set(key, current.id);
      const periodsNow = existingPeriods
        .filter((p) => p.skillId === current.id)
        .map((p) => p.periodId)
        .sort((a, b) => a - b);
      const same =
        (Object.keys(fields) as Array<keyof typeof fields>).every((f) => fields[f] === current[f]) && periodsNow.join(';') === spec.periodIds.join(';');
      if (same) continue;
      await tx
        .update(skills)
        .set(fields)
        .where(and(eq(skills.id, current.id), inProject(ctx, skills)));
      await replacePeriods(ctx, tx, current.id, spec.periodIds);
      changed.add(key);
    }
    for (const link of links) {
      const skillId = ids.get(link.skill)!;
      const stored = storedLinks.find((s) => s.positionId === link.positionId && s.skillId === skillId);
      if (stored && stored.weight === link.weight && stored.norm === link.norm) continue;
      await tx
        .insert(positionSkills)
        .values({ companyId: ctx.actor.companyId, projectId, positionId: link.positionId, skillId, weight: link.weight, norm: link.norm })
        .onConflictDoUpdate({ target: [positionSkills.positionId, positionSkills.skillId], set: { weight: link.weight, norm: link.norm } });
      if (names.skills.has(link.skill)) changed.add(link.skill);
    }
    if (changed.size) await recomputeResults(tx, { projectId, ratingsUnchanged: true });
  });
  await ctx.deps.db.execute(sql`analyze ${skills}, ${positionSkills}`);
  return { created, updated: changed.size };
}
