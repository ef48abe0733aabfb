import type { DataExport, DataExportState, dataExportBodySchema } from '@performa/contracts/api/data-export';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { intArray, rowsOf } from '../../db/raw.ts';
import { accounts, dataExportChunks, dataExports } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { departmentScope, getPeriod, referenced, requireProject } from '../scope.ts';
import { DATA_EXPORT_QUEUE, type ExportRow } from './build.ts';

/**
 * The whole project's data export as admins see it (docs/product.md §6.7): started for a period (a job on
 * the queue, §2.9; one queued or running per project at a time), listed newest first with its progress, and
 * downloaded while ready and not expired. An export made for a department scope (§2.8) is seen only by
 * admins whose scope holds it: an unscoped admin sees every export of the project, a scoped admin those made
 * for a part of their own scope; anything else, and another company's or project's, is not found.
 */

/** At most this many exports are listed (the newest). */
const LISTED = 100;

/** A queued or running export older than this counts as lost (its job gone with a host): the cleanup fails it. */
const STALE_HOURS = 6;

/** The state as the reader sees it: a ready export past its expiry is expired, even before the cleanup ran. */
function stateAt(row: ExportRow, now: Date): DataExportState {
  return row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now ? 'expired' : row.state;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function present(row: ExportRow, period: PeriodOption, now: Date): DataExport {
  return {
    id: row.id,
    period,
    state: stateAt(row, now),
    progress: row.progress,
    requested_by: row.requesterName,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
    expires_at: iso(row.expiresAt),
    size: row.size,
    filename: row.filename,
  };
}

/** The exports of the selected project the caller may see: all for an unscoped admin, else those made for a part of their scope. */
async function visible(ctx: ServiceContext): Promise<SQL> {
  const inProject = and(eq(dataExports.companyId, ctx.actor.companyId), eq(dataExports.projectId, requireProject(ctx)))!;
  const scope = await departmentScope(ctx);
  if (scope === null) return inProject;
  return and(inProject, sql`${dataExports.departmentIds} is not null and ${dataExports.departmentIds} <@ ${intArray([...scope])}`)!;
}

async function periodOptions(ctx: ServiceContext): Promise<Map<number, PeriodOption>> {
  return new Map((await listPeriodOptions(ctx)).map((p) => [p.id, p]));
}

/** One export the caller may see, or 404. */
async function visibleExport(ctx: ServiceContext, id: number): Promise<ExportRow> {
  const [row] = await ctx.deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), await visible(ctx)));
  if (!row) throw notFound();
  return row;
}

/** wizard/export-data/ (POST): starts the export of a period for the caller's scope, in the caller's language; 409 while another one of the project is queued or running. */
export async function startDataExport(ctx: ServiceContext, body: z.output<typeof dataExportBodySchema>): Promise<DataExport> {
  const projectId = requireProject(ctx);
  const period = await referenced('period', getPeriod(ctx, body.period));
  const scope = await departmentScope(ctx);
  const [me] = await ctx.deps.db.select({ first: accounts.firstName, last: accounts.lastName }).from(accounts).where(eq(accounts.id, ctx.actor.accountId));
  let row: ExportRow;
  try {
    row = await ctx.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(dataExports)
        .values({
          companyId: ctx.actor.companyId,
          projectId,
          periodId: period.id,
          accountId: ctx.actor.accountId,
          requesterName: me ? `${me.first} ${me.last}` : '',
          departmentIds: scope === null ? null : [...scope].sort((a, b) => a - b),
          language: ctx.lang,
          createdAt: ctx.deps.clock.now(),
        })
        .returning();
      await ctx.deps.jobs.enqueue(tx, DATA_EXPORT_QUEUE, [{ id: created!.id }]);
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'data_exports_one_open_key')) throw new AppError(409, 'data_export_running', 'errors.dataExportRunning');
    throw error;
  }
  const options = await periodOptions(ctx);
  return present(row, options.get(period.id)!, ctx.deps.clock.now());
}

/** wizard/export-data/ (GET): the exports the caller may see, newest first. */
export async function listDataExports(ctx: ServiceContext): Promise<DataExport[]> {
  const rows = await ctx.deps.db
    .select()
    .from(dataExports)
    .where(await visible(ctx))
    .orderBy(desc(dataExports.id))
    .limit(LISTED);
  const options = await periodOptions(ctx);
  const now = ctx.deps.clock.now();
  return rows.map((row) => present(row, options.get(row.periodId)!, now));
}

/** wizard/export-data/{id}/: one export with its progress. */
export async function getDataExport(ctx: ServiceContext, id: number): Promise<DataExport> {
  const row = await visibleExport(ctx, id);
  const options = await periodOptions(ctx);
  return present(row, options.get(row.periodId)!, ctx.deps.clock.now());
}

export interface ExportFile {
  filename: string;
  size: number;
  /** The workbook, read from the database one chunk at a time as it is sent. */
  stream: Readable;
}

/**
 * The chunks of an export in order, one read each (as base64 text, which PGlite hands over far faster than
 * bytea); a chunk missing before `size` bytes (deleted meanwhile) fails the stream.
 */
async function* chunksOf(deps: AppDeps, id: number, size: number): AsyncGenerator<Buffer> {
  let sent = 0;
  for (let seq = 0; sent < size; seq++) {
    const [chunk] = await rowsOf<{ bytes: string }>(
      deps.db,
      sql`select encode(bytes, 'base64') as bytes from data_export_chunks where export_id = ${id} and seq = ${seq}`,
    );
    if (!chunk) throw new Error('a chunk of the export is missing');
    const bytes = Buffer.from(chunk.bytes, 'base64');
    sent += bytes.length;
    yield bytes;
  }
}

/** wizard/export-data/{id}/file/: the workbook of a ready export that has not expired; 404 otherwise. */
export async function dataExportFile(ctx: ServiceContext, id: number): Promise<ExportFile> {
  const row = await visibleExport(ctx, id);
  if (stateAt(row, ctx.deps.clock.now()) !== 'ready' || row.size === null || row.filename === null) throw notFound();
  return { filename: row.filename, size: row.size, stream: Readable.from(chunksOf(ctx.deps, row.id, row.size)) };
}

/**
 * The scheduled cleanup (docs/product.md §6.7): ready exports past their expiry become expired, and the files
 * of expired and failed ones are deleted; a queued or running export older than STALE_HOURS (its job lost)
 * is failed, so that the project may start another. Runs on the job queue every hour (jobs/data-export.ts).
 */
export async function cleanupDataExports(deps: AppDeps): Promise<{ expired: number; lost: number; deleted: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(dataExports)
      .set({ state: 'expired' })
      .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now)))
      .returning({ id: dataExports.id });
    const lost = await tx
      .update(dataExports)
      .set({ state: 'failed', error: 'lost', finishedAt: now })
      .where(and(inArray(dataExports.state, ['queued', 'running']), lt(dataExports.createdAt, new Date(now.getTime() - STALE_HOURS * 3600 * 1000))))
      .returning({ id: dataExports.id });
    const deleted = await tx
      .delete(dataExportChunks)
      .where(
        inArray(
          dataExportChunks.exportId,
          tx
            .select({ id: dataExports.id })
            .from(dataExports)
            .where(or(eq(dataExports.state, 'expired'), eq(dataExports.state, 'failed'))),
        ),
      )
      .returning({ id: dataExportChunks.exportId });
    return { expired: expired.length, lost: lost.length, deleted: deleted.length };
  });
}
