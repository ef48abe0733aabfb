import { DATA_EXPORT_DAYS } from '@performa/contracts/api/data-export';
import { translate } from '@performa/contracts/i18n/translate';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { accounts, dataExportChunks, dataExports, notifications, periods, projects } from '../../db/schema.ts';
import { serializeError } from '../../lib/log-safety.ts';
import type { ServiceContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { emailLanguage } from '../accounts/emails.ts';
import { employeeScope } from '../results/calibration.ts';
import { resultScales, roundsOf } from '../results/person.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { DATA_SHEETS, PAGE_SIZES, type ExportPlan, type PageSizes } from './sheets.ts';
import { ChunkSink, DATA_EXPORT_CHUNK_BYTES, StreamedWorkbook } from './workbook.ts';

/**
 * The job that builds a data export (docs/product.md §6.7, §2.9): the workbook streamed into
 * data_export_chunks sheet after sheet, the progress written as rows go (at most every PROGRESS_EVERY_MS),
 * then the export made ready (size, file name, expiry) with a notification to the person who asked, in one
 * transaction. A failure marks it failed, logs the error (lib/log-safety.ts) and deletes what was written.
 */

export type ExportRow = typeof dataExports.$inferSelect;

/** The job queue's name of the build (services enqueue it inside the transaction that creates the export, ADR 21). */
export const DATA_EXPORT_QUEUE = 'data-export';

/** The page where the exports are listed and downloaded; the notice links to it. */
const DATA_EXPORT_LINK = '/reporting?tab=exports';

/** The progress is written at most this often (and at the end of each sheet). */
const PROGRESS_EVERY_MS = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The context the job works in: the export's company and project, its language, and the department scope
 * it was made for (the departments it remembers, so that it holds the same people whatever happened to the
 * account since): the scope helpers (services/scope.ts) and the results' reads take it as they take a request's.
 */
function exportContext(deps: AppDeps, row: ExportRow): ServiceContext {
  const scoped = row.departmentIds !== null;
  return {
    deps,
    projectId: row.projectId,
    lang: row.language,
    actor: {
      accountId: row.accountId ?? 0,
      companyId: row.companyId,
      role: 'admin',
      permissions: [],
      packageActive: true,
      tokenVersion: 0,
      isActive: true,
      session: null,
      scope: { all_departments: !scoped, departments: row.departmentIds ?? [] },
    },
  };
}

/** A part of a file name: no path, quote, control or reserved character; spaces as dashes; at most 80 characters. */
function namePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
}

/** `<project>-<period>-data.xlsx` (docs/product.md §6.7). */
function exportFileName(project: string, period: string): string {
  return [namePart(project), namePart(period), 'data.xlsx'].filter(Boolean).join('-');
}

/** What may be kept of an error: its kind and, for a database error, its code and statement (never a message or a value). */
function errorSummary(error: unknown): string {
  const chain: Array<Record<string, unknown>> = [];
  for (let e: Record<string, unknown> | undefined = serializeError(error); e && chain.length < 5; e = e.cause as Record<string, unknown> | undefined)
    chain.push(e);
  const first = (field: string) => chain.map((e) => e[field]).find((value): value is string => typeof value === 'string' && value !== '');
  return [first('type'), first('code'), first('statement')].filter(Boolean).join(' ');
}

/** Writes the progress (percent of `total` rows) at most every PROGRESS_EVERY_MS; below 100 until the export is ready. */
class Progress {
  private written = 0;
  private last = performance.now();

  constructor(
    private readonly deps: AppDeps,
    private readonly id: number,
    private readonly total: number,
  ) {}

  async advance(rows: number, force = false): Promise<void> {
    this.written += rows;
    const now = performance.now();
    if (!force && now - this.last < PROGRESS_EVERY_MS) return;
    this.last = now;
    const percent = this.total === 0 ? 99 : Math.min(99, Math.floor((this.written * 100) / this.total));
    await this.deps.db
      .update(dataExports)
      .set({ progress: percent })
      .where(and(eq(dataExports.id, this.id), eq(dataExports.state, 'running')));
  }
}

/** How a build reads and stores: the defaults, or smaller for the tests. */
export interface BuildOptions {
  /** The size of the stored chunks. */
  chunkBytes?: number;
  /** How much is read from the database at a time. */
  pages?: PageSizes;
}

/** Streams the workbook of the export into its chunks; answers its size. */
async function writeWorkbook(deps: AppDeps, row: ExportRow, options: BuildOptions): Promise<number> {
  const ctx = exportContext(deps, row);
  const plan: ExportPlan = {
    ctx,
    projectId: row.projectId,
    periodId: row.periodId,
    rounds: await roundsOf(deps.db, row.projectId, [row.periodId]),
    inScope: await employeeScope(ctx),
    settings: await projectSettingsOf(ctx),
    scales: await resultScales(ctx),
    pages: options.pages ?? PAGE_SIZES,
  };
  const counts = await Promise.all(DATA_SHEETS.map((sheet) => sheet.count(plan)));
  const progress = new Progress(
    deps,
    row.id,
    counts.reduce((a, b) => a + b, 0),
  );
  // The bytes go as hex text that the database decodes: PGlite's own bytea parameter costs about ten times as much.
  const sink = new ChunkSink(options.chunkBytes ?? DATA_EXPORT_CHUNK_BYTES, async (seq, bytes) => {
    await deps.db.execute(
      sql`insert into data_export_chunks (export_id, project_id, seq, bytes) values (${row.id}, ${row.projectId}, ${seq}, decode(${bytes.toString('hex')}, 'hex'))`,
    );
  });
  const workbook = new StreamedWorkbook(sink);
  try {
    for (const sheet of DATA_SHEETS) {
      workbook.startSheet(sheet.spec(row.language));
      for await (const rows of sheet.batches(plan)) {
        await workbook.addRows(rows);
        await progress.advance(rows.length);
      }
      await progress.advance(0, true);
    }
    await workbook.finish();
  } catch (error) {
    // The zip may still be writing: nothing more is stored once this returns, so the caller's delete is the last word.
    await sink.stop();
    throw error;
  }
  return sink.size;
}

/** Makes the export ready and notifies who asked, in their language (docs/product.md §2.9); false when it is no longer running. */
async function makeReady(deps: AppDeps, row: ExportRow, size: number): Promise<boolean> {
  const [names] = await deps.db
    .select({ project: projects.projectName, period: periods.name })
    .from(periods)
    .innerJoin(projects, eq(projects.id, periods.projectId))
    .where(eq(periods.id, row.periodId));
  const finished = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExports)
      .set({
        state: 'ready',
        progress: 100,
        size,
        filename: exportFileName(names?.project ?? '', names?.period ?? ''),
        finishedAt: finished,
        expiresAt: new Date(finished.getTime() + DATA_EXPORT_DAYS * DAY_MS),
        error: null,
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'running')))
      .returning();
    if (!ready) return false;
    if (ready.accountId === null) return true;
    const [account] = await tx.select({ language: accounts.language, isActive: accounts.isActive }).from(accounts).where(eq(accounts.id, ready.accountId));
    if (!account?.isActive) return true;
    const lang = emailLanguage(account, row.language);
    const params = { period: names?.period ?? '', days: DATA_EXPORT_DAYS, export: row.id };
    await tx.insert(notifications).values({
      companyId: row.companyId,
      accountId: ready.accountId,
      kind: 'data_export_ready',
      title: translate(lang, 'dataExport.readyTitle'),
      body: translate(lang, 'dataExport.readyBody', params),
      link: DATA_EXPORT_LINK,
      params,
    });
    return true;
  });
}

const deleteChunks = (deps: AppDeps, id: number) => deps.db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));

/**
 * The job: builds export `id` if it is queued, or running (a run cut short, which the queue tries again: it
 * starts over). Anything else (ready, failed, expired, deleted with its project) is left as it is.
 * The tests make the chunks and pages small (`options`).
 */
export async function runDataExport(deps: AppDeps, id: number, options: BuildOptions = {}): Promise<void> {
  const [row] = await deps.db
    .update(dataExports)
    .set({ state: 'running', progress: 0 })
    .where(and(eq(dataExports.id, id), inArray(dataExports.state, ['queued', 'running'])))
    .returning();
  if (!row) return;
  await deleteChunks(deps, id);
  try {
    const size = await writeWorkbook(deps, row, options);
    if (!(await makeReady(deps, row, size))) await deleteChunks(deps, id);
  } catch (error) {
    deps.logger.error({ err: error, exportId: id }, 'data export failed');
    await deps.db
      .update(dataExports)
      .set({ state: 'failed', error: errorSummary(error), finishedAt: deps.clock.now() })
      .where(eq(dataExports.id, id));
    await deleteChunks(deps, id);
  }
}
