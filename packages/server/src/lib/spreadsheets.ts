import { SHEET_CONTENT_TYPES } from '@performa/contracts/routes/answers';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { MAX_CELL_CHARS, notASpreadsheet, readXlsx, type RowVisitor, type SheetRow } from './xlsx-reader.ts';

export type { CellProblem, RowVisitor } from './xlsx-reader.ts';
export { MAX_CELL_CHARS } from './xlsx-reader.ts';

/**
 * Reading and writing XLSX and CSV files for imports and exports (docs/product.md §6).
 * The format is recognised from the bytes, never from the name: a renamed file is refused.
 */
export type SheetFormat = 'xlsx' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const refuse = (): never => {
  throw notASpreadsheet();
};

/** Trims the row's cells and takes off what `neutralise` added on export (in place: the row is the reader's). */
function cleaned(row: SheetRow): SheetRow {
  for (let i = 0; i < row.cells.length; i += 1) row.cells[i] = unneutralise(row.cells[i]!.trim());
  return row;
}

/**
 * Reads the first sheet as a stream of rows (the header row included), each with the text of its first
 * `columns` cells (ADR 11): the visitor sees row after row and stops the reading by returning false or
 * by throwing. A file named like a workbook must be one: a text file renamed .xlsx is refused rather
 * than read as CSV.
 */
export async function readSheet(bytes: Buffer, filename: string, columns: number, visit: RowVisitor): Promise<void> {
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isZip && /\.xls[xmb]?$/i.test(filename)) refuse();
  if (isZip) return readXlsx(bytes, columns, (row) => visit(cleaned(row)));
  readCsv(decodeText(bytes), columns, visit);
}

/**
 * CSV rows one at a time (Papa Parse's step): the upload is at most 10 MB of text, and only the rows the
 * visitor takes are kept. A cell over Excel's MAX_CELL_CHARS is a problem of its row, as in a workbook.
 */
function readCsv(text: string, columns: number, visit: RowVisitor) {
  let line = 0;
  let failure: { error: unknown } | null = null;
  let malformed = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      if (failure || malformed) return;
      if (result.errors.some((e) => e.type === 'Quotes')) {
        malformed = true;
        parser.abort();
        return;
      }
      line += 1;
      const row: SheetRow = { line, cells: [], problems: [] };
      result.data.slice(0, columns).forEach((cell, column) => {
        if (cell.length > MAX_CELL_CHARS) {
          row.problems.push({ column, problem: 'tooLong' });
          row.cells.push('');
        } else row.cells.push(cell);
      });
      try {
        if (visit(cleaned(row)) === false) parser.abort();
      } catch (error) {
        failure = { error };
        parser.abort();
      }
    },
  });
  if (failure) throw (failure as { error: unknown }).error;
  if (malformed) refuse();
}

/** CSV must be UTF-8 text (a BOM is fine); binary files are refused. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) refuse();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return refuse();
  }
}

/** A cell a spreadsheet would run as a formula is written as text (prefixed with an apostrophe). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Reading undoes `neutralise`, so that an exported file imports back unchanged. */
export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A further worksheet of a workbook (notes, lists of allowed values): XLSX only. */
export interface ExtraSheet {
  name: string;
  header: readonly string[];
  rows: string[][];
  /** Column widths in characters (default 22 each). */
  widths?: readonly number[];
}

/**
 * Writes the rows under the header. `extra` sheets follow the first in a workbook (a CSV holds one
 * sheet, so they are left out); imports read only the first sheet (docs/product.md §6.1).
 */
export async function writeSheet(
  format: SheetFormat,
  sheetName: string,
  header: readonly string[],
  rows: string[][],
  extra: readonly ExtraSheet[] = [],
): Promise<Buffer> {
  const safe = rows.map((r) => r.map((c) => neutralise(c ?? '')));
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${Papa.unparse([header as string[], ...safe], { newline: '\r\n' })}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  for (const spec of [
    { name: sheetName, header, rows: safe } as ExtraSheet,
    ...extra.map((e) => ({ ...e, rows: e.rows.map((r) => r.map((c) => neutralise(c ?? ''))) })),
  ]) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.addRow([...spec.header]);
    sheet.getRow(1).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => (column.width = spec.widths?.[i] ?? 22));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The content type of each format, as the route table documents it. */
export const CONTENT_TYPES: Record<SheetFormat, string> = SHEET_CONTENT_TYPES;
