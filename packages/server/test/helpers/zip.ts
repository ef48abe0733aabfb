import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Hand-made zip archives and minimal XLSX parts, for the import tests (zip bombs, lying central
 * directories, parts in any order) and the import benchmark (huge sheets written as a stream).
 * No test-runner imports here: bench scripts use it too.
 */

/** A deflated entry: its bytes, its inflated size and CRC. */
export interface Deflated {
  bytes: Buffer;
  size: number;
  crc: number;
}

/** A minimal zip writer (deflate, no zip64), to craft archives that libraries refuse to write. */
export interface ZipEntry {
  name: string;
  data?: Buffer;
  deflated?: Deflated;
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

/** Deflates the pieces an iterable yields as a stream: a huge entry without ever holding it in memory. */
export async function deflatePieces(pieces: Iterable<string | Buffer>, level = 9): Promise<Deflated> {
  const deflate = createDeflateRaw({ level });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { bytes: Buffer.concat(out), size, crc };
}

/** Deflates head + filler×times + tail: a huge entry (a zip bomb's) without ever holding it in memory. */
export function deflateStream(head: string, filler: Buffer, times: number, tail: string): Promise<Deflated> {
  function* pieces() {
    yield head;
    for (let i = 0; i < times; i += 1) yield filler;
    yield tail;
  }
  return deflatePieces(pieces());
}

/** The parts of a real (minimal) XLSX around one worksheet of inline strings. */
export const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
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
