import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { XLSX_PARTS, xmlHead, zip } from './zip.ts';

export { deflateStream, XLSX_PARTS, zip, type ZipEntry } from './zip.ts';

/**
 * Spreadsheets for import tests: CSV and XLSX files, and hand-made zip archives (zip bombs, archives
 * with a lying central directory) that libraries refuse to write.
 */

export type Cell = string | number;
/** A cell as ExcelJS writes it: a value, or e.g. a formula ({ formula, result }) or an error ({ error: '#N/A' }). */
export type WorkbookCell = Cell | ExcelJS.CellValue;

export function csv(rows: ReadonlyArray<readonly Cell[]>): Buffer {
  const quote = (c: Cell) => (/[",\r\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c));
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n', 'utf8');
}

export async function xlsx(rows: ReadonlyArray<readonly WorkbookCell[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('employees');
  rows.forEach((r, i) => {
    // An empty array leaves a blank row in the middle of the sheet.
    if (r.length) sheet.getRow(i + 1).values = [...r];
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A downloaded CSV as rows (it must start with a BOM: Excel reads UTF-8 az and ru names only then). */
export function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

/** A worksheet of inline strings (values written as given: no escaping), in parts to wrap around other content. */
export function sheetXml(rows: ReadonlyArray<readonly string[]>) {
  const column = (i: number) => String.fromCharCode(65 + i);
  const body = rows
    .map((r, i) => `<row r="${i + 1}">${r.map((v, j) => `<c r="${column(j)}${i + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`)
    .join('');
  const open = `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
  return { open, body, close: '</sheetData></worksheet>' };
}

/** A minimal XLSX whose one worksheet is the given XML (see `sheetXml`). */
export function workbookOf(sheet: string): Buffer {
  return zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) }]);
}
