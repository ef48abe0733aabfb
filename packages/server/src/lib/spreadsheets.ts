import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { FieldError } from './errors.ts';

/**
 * Reading and writing XLSX and CSV files for imports and exports (domain.md §5).
 * The format is recognised from the bytes, never from the name: a renamed file is refused.
 */
export type SheetFormat = 'xlsx' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;
const MAX_RATIO = 200;

const refuse = (): never => {
  throw new FieldError({ file: ['validation.fileType'] });
};

/**
 * Refuses zip bombs before anything inflates the archive in memory: too many entries, too large, or
 * too compressed, as the central directory declares. A directory can lie about the sizes, and the
 * XLSX reader (JSZip) would then inflate a small upload into gigabytes before noticing; so every
 * entry is also streamed through once (constant memory, never more than its declared size: yauzl
 * stops a stream that yields more bytes than declared) before the reader sees the file.
 */
async function assertSafeZip(bytes: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) => (error || !file ? reject(error) : resolve(file))),
  ).catch(refuse);
  await new Promise<void>((resolve, reject) => {
    let entries = 0;
    let total = 0;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      zip.close();
      reject(new FieldError({ file: ['validation.fileType'] }));
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      total += entry.uncompressedSize;
      const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : entry.uncompressedSize > 0 ? Infinity : 0;
      if (entries > MAX_ZIP_ENTRIES || total > MAX_UNZIPPED_BYTES || (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_RATIO)) return fail();
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail();
        stream.on('error', fail);
        stream.on('data', () => {});
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.on('end', () => {
      settled = true;
      resolve();
    });
    zip.on('error', fail);
    zip.readEntry();
  });
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
};

/**
 * The rows of the first sheet as trimmed strings (the header row included). A file named like a
 * workbook must be one: a text file renamed .xlsx is refused rather than read as CSV.
 */
export async function readSheet(bytes: Buffer, filename = ''): Promise<string[][]> {
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isZip && /\.xls[xmb]?$/i.test(filename)) refuse();
  if (isZip) {
    await assertSafeZip(bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer).catch(refuse);
    // A zip without a worksheet (a .docx, any other archive) is not a spreadsheet.
    const sheet = workbook.worksheets[0];
    if (!sheet) return refuse();
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const values = row.values as ExcelJS.CellValue[];
      rows[number - 1] = Array.from(values.slice(1), (v) => unneutralise(cellText(v ?? null).trim()));
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) refuse();
  return parsed.data.map((r) => r.map((c) => unneutralise(c.trim())));
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

export async function writeSheet(format: SheetFormat, sheetName: string, header: readonly string[], rows: string[][]): Promise<Buffer> {
  const safe = rows.map((r) => r.map((c) => neutralise(c ?? '')));
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${Papa.unparse([header as string[], ...safe], { newline: '\r\n' })}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const row of safe) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
