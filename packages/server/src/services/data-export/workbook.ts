import { once } from 'node:events';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_CELL_CHARS, neutralise } from '../../lib/spreadsheets.ts';

/**
 * The workbook of a data export written as a stream (docs/product.md §6.7): ExcelJS's streaming writer
 * commits each row as it comes, the zip it makes goes into a ChunkSink, which cuts it into chunks and hands
 * each to `store` (a row of data_export_chunks) before it takes more. After each batch of rows the writer
 * waits until the zip and the sink have taken them, so memory holds about one batch whatever the size of
 * the export. Every text cell is neutralised (§6.2): no cell runs as a formula.
 */

/** The size of a stored chunk of the file. */
export const DATA_EXPORT_CHUNK_BYTES = 1024 * 1024;

/** Writes each full chunk of `chunkBytes` (the last one shorter) with `store`, in order from seq 0; a write waits for its store. */
export class ChunkSink extends Writable {
  private parts: Buffer[] = [];
  private held = 0;
  private seq = 0;
  private stopped = false;
  private storing: Promise<void> = Promise.resolve();
  /** Bytes taken so far (the file's size once finished). */
  size = 0;

  constructor(
    private readonly chunkBytes: number,
    private readonly store: (seq: number, bytes: Buffer) => Promise<void>,
  ) {
    super({ highWaterMark: chunkBytes });
  }

  /** How many chunks were stored. */
  get chunks(): number {
    return this.seq;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.parts.push(chunk);
    this.held += chunk.length;
    this.size += chunk.length;
    if (this.held < this.chunkBytes) done();
    else this.flush(false).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.flush(true).then(() => done(), done);
  }

  /** Stores nothing more, once the chunk being stored (if any) is in: what was stored can then be deleted for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.storing.catch(() => {});
  }

  private async flush(all: boolean): Promise<void> {
    while (this.held >= this.chunkBytes || (all && this.held > 0)) {
      if (this.stopped) throw new Error('the export stopped');
      const joined = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
      const piece = joined.subarray(0, Math.min(this.chunkBytes, joined.length));
      const rest = joined.subarray(piece.length);
      // The rest is copied, so that the chunk stored is not kept alive by it.
      this.parts = rest.length ? [Buffer.from(rest)] : [];
      this.held = rest.length;
      this.storing = this.store(this.seq, piece);
      await this.storing;
      this.seq += 1;
    }
  }
}

export type Cell = string | number | null;

export interface SheetSpec {
  name: string;
  header: readonly string[];
  /** Column widths in characters (default 20 each). */
  widths?: readonly number[];
}

/** What ExcelJS keeps of a sheet that we wait on: the buffer its rows go to, piped into the zip. */
type SheetInternals = { stream?: { pipes?: unknown[] } };

/** A text cell as written: neutralised (§6.2) and within Excel's limit of a cell. */
const textCell = (value: string) => neutralise(value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value);

/** A cell as written: text as textCell, no text at all as an empty cell. */
const cellOf = (value: Cell) => (typeof value !== 'string' ? value : value === '' ? null : textCell(value));

export class StreamedWorkbook {
  private readonly writer: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | null = null;
  private failure: Error | null = null;
  /** Rejects with the first error of the sink or the zip (never resolves otherwise). */
  private readonly failed: Promise<never>;

  constructor(private readonly sink: ChunkSink) {
    this.writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    const zip = (this.writer as unknown as { zip: NodeJS.EventEmitter }).zip;
    this.failed = new Promise<never>((_, reject) => {
      const fail = (error: Error) => {
        this.failure ??= error;
        reject(this.failure);
      };
      sink.on('error', fail);
      zip.on('error', fail);
    });
    // Only awaited in a race: a failure while nobody waits is thrown by the next step.
    this.failed.catch(() => {});
  }

  /** Ends the sheet being written (if any) and starts the next one with its header row. */
  startSheet(spec: SheetSpec): void {
    this.sheet?.commit();
    const sheet = this.writer.addWorksheet(spec.name);
    sheet.columns = spec.header.map((_, i) => ({ width: spec.widths?.[i] ?? 20 }));
    const header = sheet.addRow(spec.header.map(textCell));
    header.font = { bold: true };
    header.commit();
    this.sheet = sheet;
  }

  /** Writes a batch of rows to the current sheet, then waits until the zip and the sink have taken them and lets the process serve others. */
  async addRows(rows: readonly Cell[][]): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) throw new Error('no sheet started');
    for (const row of rows) sheet.addRow(row.map(cellOf)).commit();
    await this.settle(sheet);
  }

  /** Commits the last sheet and the workbook's own parts; resolves once the sink has stored the last chunk. */
  async finish(): Promise<void> {
    this.sheet?.commit();
    const committed = this.writer.commit();
    // After a failure of the sink, the commit rejects too: the failure is what is thrown.
    committed.catch(() => {});
    await Promise.race([committed, this.failed]);
    if (this.failure) throw this.failure;
  }

  /**
   * Back-pressure that ExcelJS does not give: a sheet's rows go through a buffer piped into the zip that
   * never waits for it, so a writer that keeps adding rows while the zip waits on the sink would hold them
   * all. Wait until that buffer drained and the sink took what the zip made.
   */
  private async settle(sheet: ExcelJS.Worksheet): Promise<void> {
    if (this.failure) throw this.failure;
    const pipe = (sheet as unknown as SheetInternals).stream?.pipes?.[0];
    if (pipe instanceof Writable && pipe.writableNeedDrain) await Promise.race([once(pipe, 'drain'), this.failed]);
    if (this.sink.writableNeedDrain) await Promise.race([once(this.sink, 'drain'), this.failed]);
    // Embedded PGlite answers within the same turn of the event loop: without this, a whole export would run
    // before any request or timer of the process got its turn.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
