import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';

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

/** A minimal zip writer (deflate), to craft archives that libraries refuse to write. */
export interface ZipEntry {
  name: string;
  data?: Buffer;
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** The uncompressed size the archive claims (a lying central directory). */
  claimedSize?: number;
}
export function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const content = entry.deflated ?? { bytes: deflateRawSync(entry.data!), size: entry.data!.length, crc: crc32(entry.data!) };
    const size = entry.claimedSize ?? content.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(content.crc >>> 0, 14);
    local.writeUInt32LE(content.bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(content.crc >>> 0, 16);
    central.writeUInt32LE(content.bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, content.bytes);
    directory.push(central, name);
    offset += 30 + name.length + content.bytes.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

/** Deflates head + filler×times + tail as a stream: a huge entry without ever holding it in memory. */
export async function deflateStream(head: string, filler: Buffer, times: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (deflate.write(chunk)) resolve();
      else deflate.once('drain', () => resolve());
    });
  await write(Buffer.from(head));
  for (let i = 0; i < times; i += 1) await write(filler);
  await write(Buffer.from(tail));
  deflate.end();
  await ended;
  return { bytes: Buffer.concat(out), size, crc };
}

/** The parts of a real (minimal) XLSX around one worksheet of inline strings. */
const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
export const XLSX_PARTS: ZipEntry[] = [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
  },
  {
    name: 'xl/workbook.xml',
    data: Buffer.from(
      `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="employees" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: Buffer.from(
      `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  },
];
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
