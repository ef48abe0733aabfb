import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';

/** Files for import tests, written the way users' spreadsheets write them. */
export type Cell = string | number;

export function csv(rows: ReadonlyArray<readonly Cell[]>): Buffer {
  const quote = (c: Cell) => (/[",\r\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c));
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n', 'utf8');
}

export async function xlsx(rows: ReadonlyArray<readonly Cell[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('sheet');
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
