import { deflatePieces, XLSX_PARTS, xmlHead, zip } from '@performa/server/testing';

/**
 * Large XLSX files for the import benchmarks, written as a stream (the sheet XML is never held whole):
 * a minimal workbook (the parts Excel needs) around one worksheet of inline strings.
 */

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
  const sheet = await deflatePieces(pieces(), 6);
  const bytes = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: sheet }]);
  return { bytes, sheetXmlBytes: sheet.size, rows };
}
