import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Large XLSX files for the import benchmarks, written as a stream (the sheet XML is never held whole):
 * a minimal workbook (the parts Excel needs) around one worksheet of inline strings.
 */

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const PARTS: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** A deterministic pseudo-random hex string (xorshift): text that compresses about as well as real data. */
export function noise(seed: number) {
  let s = seed | 1;
  return (length: number) => {
    let out = '';
    while (out.length < length) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      out += (s >>> 0).toString(16).padStart(8, '0');
    }
    return out.slice(0, length);
  };
}

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const columnName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

export function rowXml(line: number, cells: readonly string[]) {
  return `<row r="${line}">${cells.map((v, j) => `<c r="${columnName(j)}${line}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`).join('')}</row>`;
}

interface Deflated {
  bytes: Buffer;
  size: number;
  crc: number;
}

/** Deflates the pieces a generator yields, without holding the inflated text. */
async function deflatePieces(pieces: Iterable<string>): Promise<Deflated> {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const chunk = Buffer.from(piece);
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { bytes: Buffer.concat(out), size, crc };
}

/** A zip of deflated entries (sizes below 4 GB: no zip64). */
function zip(entries: Array<{ name: string; content: Deflated }>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(content.crc >>> 0, 14);
    local.writeUInt32LE(content.bytes.length, 18);
    local.writeUInt32LE(content.size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(content.crc >>> 0, 16);
    central.writeUInt32LE(content.bytes.length, 20);
    central.writeUInt32LE(content.size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, content.bytes);
    directory.push(central, fileName);
    offset += 30 + fileName.length + content.bytes.length;
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

/**
 * An XLSX whose one worksheet holds `header` in row 1 and then rows from `row(line)` until the sheet
 * XML reaches `sheetBytes` (or `maxRows` rows). Returns the file and the size of its sheet XML.
 */
export async function bigWorkbook(options: { header: readonly string[]; row: (line: number) => readonly string[]; sheetBytes: number; maxRows?: number }) {
  let rows = 0;
  function* pieces() {
    yield `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
    let written = 0;
    let batch = rowXml(1, options.header);
    for (let line = 2; written < options.sheetBytes && rows < (options.maxRows ?? Infinity); line += 1) {
      batch += rowXml(line, options.row(line));
      rows += 1;
      if (batch.length > 1 << 20) {
        written += batch.length;
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sheetData></worksheet>`;
  }
  const sheet = await deflatePieces(pieces());
  const small = await Promise.all(PARTS.map(async ([name, xml]) => ({ name, content: await deflatePieces([xml]) })));
  const bytes = zip([...small, { name: 'xl/worksheets/sheet1.xml', content: sheet }]);
  return { bytes, sheetXmlBytes: sheet.size, rows };
}
