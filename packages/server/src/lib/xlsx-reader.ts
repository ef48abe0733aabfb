import { posix } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { FieldError } from './errors.ts';
import { hasLoneSurrogate } from './storable-text.ts';
import { attribute, XmlError, XmlScanner, type XmlHandler } from './xml-scanner.ts';

/**
 * Reads the rows of an XLSX workbook's first sheet as a stream (ADR 11), with memory bounded whatever
 * the file holds: the upload is a Buffer (at most 10 MB), so the zip is read at random from its central
 * directory; only the parts needed are inflated, one chunk at a time, never beyond the sizes the
 * directory declares nor beyond MAX_UNPACKED_BYTES in all; the sheet is scanned row by row and the
 * caller stops it (at its row limit, or as soon as the header is wrong). What is kept in memory: the
 * shared strings (bounded), the style table and the rows the caller keeps (bounded: MAX_KEPT_CHARS).
 */

/** More entries than any workbook has: a zip with more is refused before anything is read. */
export const MAX_ZIP_ENTRIES = 2000;
/** What the parts may hold once inflated, as the central directory declares and as actually inflated. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Excel's own limit of characters in a cell. */
export const MAX_CELL_CHARS = 32_767;
/** The shared-strings table is kept in memory (as UTF-8 bytes): at most this many strings and bytes. */
export const MAX_SHARED_STRINGS = 1_000_000;
export const MAX_SHARED_STRING_BYTES = 16 * 1024 * 1024;
/** Characters of the cells handed to the caller, in all (a shared string counts once). */
export const MAX_KEPT_CHARS = 16 * 1024 * 1024;

/** A cell whose value cannot be imported: a formula without a cached value, an error value (#N/A…), or more than MAX_CELL_CHARS characters. */
export type CellProblem = { column: number; problem: 'formula' | 'tooLong' } | { column: number; problem: 'error'; value: string };

export interface SheetRow {
  /** The row number as the spreadsheet shows it (1 is the first row). */
  line: number;
  /** The values of the row's first columns (as many as the caller reads), as text; a refused cell is ''. */
  cells: string[];
  problems: CellProblem[];
}

/** Sees each row in order (rows the sheet does not contain are skipped); returning false stops the reading. */
export type RowVisitor = (row: SheetRow) => boolean | void;

export const notASpreadsheet = () => new FieldError({ file: ['validation.fileType'] });
export const tooLargeUnpacked = () => new FieldError({ file: ['import.unpackedTooLarge'] });

/** Inflated chunks are handed to the XML scanner in slices of at most this many bytes (a stored entry comes as one). */
const SLICE = 64 * 1024;
/**
 * Reading yields to the event loop at least this often (ms): chunks already inflated are handed over in
 * microtasks, which would otherwise keep other requests (a health check) waiting until the part ends.
 */
const TURN_MS = 10;
/** A relationship or sheet entry longer than this is not one of a real workbook's, and is ignored. */
const MAX_REFERENCE = 2048;

interface Zip {
  file: yauzl.ZipFile;
  /** Entries by lower-cased name (part names are case-insensitive). */
  entries: Map<string, yauzl.Entry>;
  /** Bytes inflated so far, over every part. */
  unpacked: number;
}

/**
 * Reads the central directory: a zip with too many entries, or whose entries declare more than
 * MAX_UNPACKED_BYTES in all (a zip bomb), is refused here, before anything is inflated.
 */
async function openZip(bytes: Buffer): Promise<Zip> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => (error || !zip ? reject(error) : resolve(zip))),
  ).catch(() => {
    throw notASpreadsheet();
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    let count = 0;
    let declared = 0;
    const fail = (error: FieldError) => {
      file.close();
      reject(error);
    };
    file.on('entry', (entry: yauzl.Entry) => {
      count += 1;
      declared += entry.uncompressedSize;
      if (count > MAX_ZIP_ENTRIES || declared > MAX_UNPACKED_BYTES) return fail(tooLargeUnpacked());
      const name = entry.fileName.toLowerCase();
      // Two entries of one name: readers would disagree on which one is the part.
      if (entries.has(name)) return fail(notASpreadsheet());
      if (!name.endsWith('/')) entries.set(name, entry);
      file.readEntry();
    });
    file.on('end', () => resolve());
    file.on('error', () => fail(notASpreadsheet()));
    file.readEntry();
  });
  return { file, entries, unpacked: 0 };
}

/**
 * The inflated bytes of one part, chunk by chunk. More bytes than the directory declares (a lying
 * directory) or than MAX_UNPACKED_BYTES over all parts are refused as they arrive; stopping the
 * iteration stops the inflating.
 */
async function* partChunks(zip: Zip, entry: yauzl.Entry): AsyncGenerator<Buffer> {
  if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw notASpreadsheet();
  const raw = await new Promise<Readable>((resolve, reject) =>
    zip.file.openReadStream(entry, { decodeFileData: false }, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  ).catch(() => {
    throw notASpreadsheet();
  });
  const source: Readable = entry.compressionMethod === 8 ? pipeline(raw, createInflateRaw(), () => {}) : raw;
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      zip.unpacked += chunk.length;
      if (size > entry.uncompressedSize || zip.unpacked > MAX_UNPACKED_BYTES) throw tooLargeUnpacked();
      for (let at = 0; at < chunk.length; at += SLICE) yield chunk.subarray(at, at + SLICE);
    }
  } catch (error) {
    if (error instanceof FieldError) throw error;
    // A broken deflate stream.
    throw notASpreadsheet();
  } finally {
    source.destroy();
    raw.destroy();
  }
  if (size !== entry.uncompressedSize) throw notASpreadsheet();
}

/** A handler of one part, told which scanner feeds it (to switch text capture on and off, or stop). */
abstract class Part implements XmlHandler {
  scanner!: XmlScanner;
  abstract open(name: string, tag: string): void;
  close(_name: string): void {}
  text(_value: string, _overflow: boolean): void {}
}

async function scanPart(zip: Zip, entry: yauzl.Entry, part: Part, maxText = 0): Promise<void> {
  const scanner = new XmlScanner(part, maxText);
  part.scanner = scanner;
  let turn = performance.now();
  for await (const chunk of partChunks(zip, entry)) {
    scanner.write(chunk);
    if (scanner.done) return;
    if (performance.now() - turn > TURN_MS) {
      await nextTurn();
      turn = performance.now();
    }
  }
  scanner.end();
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

class Relationships extends Part {
  readonly list: Relationship[] = [];
  open(name: string, tag: string) {
    if (name !== 'Relationship' || attribute(tag, 'TargetMode') === 'External') return;
    const id = attribute(tag, 'Id') ?? '';
    const type = attribute(tag, 'Type') ?? '';
    const target = attribute(tag, 'Target') ?? '';
    if (id.length + type.length + target.length > MAX_REFERENCE) return;
    if (this.list.length >= MAX_ZIP_ENTRIES) throw notASpreadsheet();
    this.list.push({ id, type, target });
  }
  find(type: string, id?: string) {
    return this.list.find((r) => r.type.endsWith(type) && (id === undefined || r.id === id));
  }
}

class WorkbookPart extends Part {
  /** The relationship ids of the sheets, in the workbook's order. */
  readonly sheets: string[] = [];
  date1904 = false;
  open(name: string, tag: string) {
    if (name === 'workbookPr') this.date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
    if (name !== 'sheet') return;
    const id = attribute(tag, 'id') ?? '';
    if (id.length > MAX_REFERENCE) return;
    if (this.sheets.length >= MAX_ZIP_ENTRIES) throw notASpreadsheet();
    this.sheets.push(id);
  }
}

/** Excel's built-in number formats that show dates or times. */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);
/** A format code that shows a date or time (the rule ExcelJS applies): y, m, d, h, s outside quotes and brackets. */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const MAX_STYLES = 65_536;

/** The style table, read for one thing: which cell styles show numbers as dates. */
class StylesPart extends Part {
  private readonly formats = new Map<number, string>();
  private readonly cellFormats: number[] = [];
  private inCellXfs = false;
  open(name: string, tag: string) {
    if (name === 'numFmt' && this.formats.size < MAX_STYLES) {
      const code = attribute(tag, 'formatCode') ?? '';
      if (code.length <= MAX_REFERENCE) this.formats.set(Number(attribute(tag, 'numFmtId')), code);
    } else if (name === 'cellXfs') this.inCellXfs = true;
    else if (name === 'xf' && this.inCellXfs && this.cellFormats.length < MAX_STYLES) this.cellFormats.push(Number(attribute(tag, 'numFmtId') ?? 0));
  }
  override close(name: string) {
    if (name === 'cellXfs') this.inCellXfs = false;
  }
  /** For each cell style (by index), whether it shows a date. */
  dateStyles(): boolean[] {
    return this.cellFormats.map((id) => {
      const code = this.formats.get(id);
      return code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id);
    });
  }
}

/**
 * The shared strings, kept compactly as UTF-8 bytes (at most MAX_SHARED_STRING_BYTES, MAX_SHARED_STRINGS
 * strings). A string is decoded when a kept cell first refers to it, and then reused. A string with a
 * lone surrogate (a character reference such as &#xD800;) has no UTF-8 form: it is kept as it is, so
 * that the import sees it and refuses it (lib/sheet-import.ts) rather than a U+FFFD in its place.
 */
class SharedStrings {
  private bytes = Buffer.alloc(0);
  private used = 0;
  private ends = new Uint32Array(0);
  private count = 0;
  private readonly tooLong = new Set<number>();
  private readonly decoded = new Map<number, string>();
  private readonly verbatim = new Map<number, string>();
  private verbatimBytes = 0;

  add(text: string, overflow: boolean) {
    if (this.count >= MAX_SHARED_STRINGS) throw tooLargeUnpacked();
    if (overflow) this.tooLong.add(this.count);
    else if (text) {
      const length = Buffer.byteLength(text);
      if (this.used + this.verbatimBytes + length > MAX_SHARED_STRING_BYTES) throw tooLargeUnpacked();
      if (hasLoneSurrogate(text)) {
        this.verbatim.set(this.count, text);
        this.verbatimBytes += length;
      } else {
        if (this.used + length > this.bytes.length) {
          const grown = Buffer.allocUnsafe(Math.min(MAX_SHARED_STRING_BYTES, Math.max(this.used + length, this.bytes.length * 2, 64 * 1024)));
          this.bytes.copy(grown, 0, 0, this.used);
          this.bytes = grown;
        }
        this.used += this.bytes.write(text, this.used);
      }
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(Math.max(1024, this.ends.length * 2));
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  /** The string at `index`: its text ('' when there is none) and whether it is decoded for the first time; null when it is too long. */
  get(index: number): { text: string; fresh: boolean } | null {
    if (this.tooLong.has(index)) return null;
    if (!(index >= 0 && index < this.count)) return { text: '', fresh: false };
    const known = this.decoded.get(index);
    if (known !== undefined) return { text: known, fresh: false };
    const text = this.verbatim.get(index) ?? this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
    this.decoded.set(index, text);
    return { text, fresh: true };
  }
}

class SharedStringsPart extends Part {
  readonly strings = new SharedStrings();
  private inItem = false;
  /** Inside a phonetic run (<rPh>): its text is a reading aid, not part of the value. */
  private phonetic = 0;
  private value = '';
  private overflow = false;
  open(name: string) {
    if (name === 'si') {
      this.inItem = true;
      this.value = '';
      this.overflow = false;
    } else if (name === 'rPh') this.phonetic += 1;
    else if (name === 't' && this.inItem && this.phonetic === 0) this.scanner.capture = true;
  }
  override text(value: string, overflow: boolean) {
    if (this.overflow) return;
    if (overflow || this.value.length + value.length > MAX_CELL_CHARS) {
      this.overflow = true;
      this.value = '';
    } else this.value += value;
  }
  override close(name: string) {
    if (name === 't') this.scanner.capture = false;
    else if (name === 'rPh') this.phonetic -= 1;
    else if (name === 'si' && this.inItem) {
      this.strings.add(this.value, this.overflow);
      this.inItem = false;
      this.value = '';
    }
  }
}

/** The column index (0 for A) of a cell reference such as "AB12"; -1 when there is none. */
function columnOf(reference: string): number {
  let column = 0;
  let k = 0;
  for (; k < reference.length; k++) {
    const c = reference.charCodeAt(k) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    column = column * 26 + (c - 0x60);
    if (column > 16_384) return -1;
  }
  return k === 0 ? -1 : column - 1;
}

/** A date serial number as YYYY-MM-DD (what the import columns expect), or null when it is no date. */
function excelDate(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

interface CellState {
  column: number;
  type: string;
  style: number;
  formula: boolean;
  value: boolean;
  inline: boolean;
  phonetic: number;
  text: string;
  overflow: boolean;
}

/** The first worksheet, row by row. Cells beyond the first `columns` are skipped without keeping their text. */
class SheetPart extends Part {
  private inData = false;
  private line = 0;
  private row: { line: number; cells: string[]; problems: CellProblem[]; next: number } | null = null;
  private cell: CellState | null = null;
  private kept = 0;

  constructor(
    private readonly columns: number,
    private readonly visit: RowVisitor,
    private readonly strings: SharedStrings,
    private readonly dateStyles: boolean[],
    private readonly date1904: boolean,
  ) {
    super();
  }

  open(name: string, tag: string) {
    const cell = this.cell;
    switch (name) {
      case 'sheetData':
        this.inData = true;
        return;
      case 'row': {
        if (!this.inData) return;
        const r = attribute(tag, 'r');
        this.line = r && /^\d{1,7}$/.test(r) ? Number(r) : this.line + 1;
        this.row = { line: this.line, cells: [], problems: [], next: 0 };
        return;
      }
      case 'c': {
        if (!this.row) return;
        const r = attribute(tag, 'r');
        const column = r ? columnOf(r) : this.row.next;
        this.row.next = column + 1;
        if (column < 0 || column >= this.columns) return;
        this.cell = {
          column,
          type: attribute(tag, 't') ?? 'n',
          style: Number(attribute(tag, 's') ?? 0),
          formula: false,
          value: false,
          inline: false,
          phonetic: 0,
          text: '',
          overflow: false,
        };
        return;
      }
    }
    if (!cell) return;
    if (name === 'f') cell.formula = true;
    else if (name === 'v') {
      cell.value = true;
      this.scanner.capture = true;
    } else if (name === 'is') cell.inline = true;
    else if (name === 'rPh') cell.phonetic += 1;
    else if (name === 't' && cell.inline && cell.phonetic === 0) this.scanner.capture = true;
  }

  override text(value: string, overflow: boolean) {
    const cell = this.cell;
    if (!cell || cell.overflow) return;
    if (overflow || cell.text.length + value.length > MAX_CELL_CHARS) {
      cell.overflow = true;
      cell.text = '';
    } else cell.text += value;
  }

  override close(name: string) {
    switch (name) {
      case 'v':
      case 't':
        this.scanner.capture = false;
        return;
      case 'rPh':
        if (this.cell) this.cell.phonetic -= 1;
        return;
      case 'c':
        if (this.cell) this.finishCell(this.cell);
        this.cell = null;
        return;
      case 'row':
        if (this.row) this.finishRow(this.row);
        this.row = null;
        return;
      case 'sheetData':
        // Nothing after the rows matters.
        this.scanner.stop();
        return;
    }
  }

  private finishCell(cell: CellState) {
    const row = this.row!;
    const problem = (p: CellProblem) => {
      row.problems.push(p);
      row.cells[cell.column] = '';
    };
    if (cell.overflow) return problem({ column: cell.column, problem: 'tooLong' });
    if (cell.type === 'e') return problem({ column: cell.column, problem: 'error', value: cell.text.trim().slice(0, 20) });
    if (cell.formula && !cell.value) return problem({ column: cell.column, problem: 'formula' });
    let value = cell.text;
    switch (cell.type) {
      case 's': {
        const shared = cell.text === '' ? { text: '', fresh: false } : this.strings.get(Number(cell.text));
        if (!shared) return problem({ column: cell.column, problem: 'tooLong' });
        if (shared.fresh) this.keep(shared.text.length);
        row.cells[cell.column] = shared.text;
        return;
      }
      case 'b':
        value = cell.text === '' ? '' : String(Number(cell.text) !== 0);
        break;
      case 'd': {
        const date = new Date(cell.text);
        value = cell.text === '' || Number.isNaN(date.getTime()) ? cell.text : date.toISOString().slice(0, 10);
        break;
      }
      case 'n': {
        const number = cell.text.trim() === '' ? NaN : Number(cell.text);
        if (Number.isFinite(number)) value = (this.dateStyles[cell.style] && excelDate(number, this.date1904)) || String(number);
        break;
      }
      // 'str' (a formula's text), 'inlineStr': the text as written.
    }
    this.keep(value.length);
    row.cells[cell.column] = value;
  }

  private keep(chars: number) {
    this.kept += chars;
    if (this.kept > MAX_KEPT_CHARS) throw tooLargeUnpacked();
  }

  private finishRow(row: { line: number; cells: string[]; problems: CellProblem[] }) {
    const cells = Array.from(row.cells, (c) => c ?? '');
    if (this.visit({ line: row.line, cells, problems: row.problems }) === false) this.scanner.stop();
  }
}

/** Resolves a relationship's target against the directory of the part that names it ('' when it leaves the package). */
function resolveTarget(directory: string, target: string): string {
  const path = target.startsWith('/') ? posix.normalize(target.slice(1)) : posix.normalize(posix.join(directory, target));
  return path.startsWith('../') ? '' : path.toLowerCase();
}

/**
 * Reads the first worksheet (in the workbook's order) of an XLSX file: rows in order, each with the
 * text of its first `columns` cells. A file that is no workbook is refused (400, validation.fileType),
 * one that unpacks to too much (400, import.unpackedTooLarge).
 */
export async function readXlsx(bytes: Buffer, columns: number, visit: RowVisitor): Promise<void> {
  const zip = await openZip(bytes);
  const part = (path: string) => zip.entries.get(path.toLowerCase());
  try {
    const rootEntry = part('_rels/.rels');
    const root = new Relationships();
    if (rootEntry) await scanPart(zip, rootEntry, root);
    const main = root.find('/officeDocument');
    const workbookPath = main ? resolveTarget('', main.target) : 'xl/workbook.xml';
    const workbookEntry = part(workbookPath);
    if (!workbookEntry) throw notASpreadsheet();
    const directory = posix.dirname(workbookPath);
    const relsEntry = part(posix.join(directory, '_rels', `${posix.basename(workbookPath)}.rels`));
    const rels = new Relationships();
    if (relsEntry) await scanPart(zip, relsEntry, rels);
    const workbook = new WorkbookPart();
    await scanPart(zip, workbookEntry, workbook);

    const sheetRel = workbook.sheets.map((id) => rels.find('/worksheet', id)).find((r) => r !== undefined);
    const sheetEntry = sheetRel && part(resolveTarget(directory, sheetRel.target));
    // A zip without a worksheet (a .docx, any other archive) is not a spreadsheet.
    if (!sheetEntry) throw notASpreadsheet();
    const related = (type: string, usual: string) => {
      const rel = rels.find(type);
      return part(rel ? resolveTarget(directory, rel.target) : posix.join(directory, usual));
    };
    const styles = new StylesPart();
    const stylesEntry = related('/styles', 'styles.xml');
    if (stylesEntry) await scanPart(zip, stylesEntry, styles);
    const strings = new SharedStringsPart();
    const stringsEntry = related('/sharedStrings', 'sharedStrings.xml');
    if (stringsEntry) await scanPart(zip, stringsEntry, strings, MAX_CELL_CHARS);

    const sheet = new SheetPart(columns, visit, strings.strings, styles.dateStyles(), workbook.date1904);
    await scanPart(zip, sheetEntry, sheet, MAX_CELL_CHARS);
  } catch (error) {
    if (error instanceof XmlError) throw notASpreadsheet();
    throw error;
  } finally {
    zip.file.close();
  }
}
