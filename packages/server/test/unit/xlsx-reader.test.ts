import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../../src/lib/errors.ts';
import { readXlsx, type SheetRow } from '../../src/lib/xlsx-reader.ts';
import { zip, type ZipEntry } from '../helpers/spreadsheets.ts';

async function rowsOf(bytes: Buffer, columns = 10, stopAt = Infinity): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  await readXlsx(bytes, columns, (row) => {
    rows.push(row);
    return rows.length < stopAt;
  });
  return rows;
}

const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rel = (id: string, type: string, target: string) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
const part = (name: string, xml: string): ZipEntry => ({ name, data: Buffer.from(head + xml) });

/** A workbook of shared strings (the <si> items) and one sheet (its rows). */
const book = (strings: string, sheet: string) =>
  zip([
    part(
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('r1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('a', 'worksheet', 'worksheets/sheet1.xml')}${rel('s', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`,
    ),
    part('xl/workbook.xml', `<workbook ${main} xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="a"/></sheets></workbook>`),
    part('xl/sharedStrings.xml', `<sst ${main}>${strings}</sst>`),
    part('xl/worksheets/sheet1.xml', `<worksheet ${main}><sheetData>${sheet}</sheetData></worksheet>`),
  ]);

describe('the streaming XLSX reader', () => {
  it('reads what ExcelJS writes: numbers, dates, booleans, rich text, hyperlinks, shared strings', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['name', 'when', 'yes', 'rich', 'link', 'ratio']);
    sheet.addRow([
      'Aysel',
      new Date(Date.UTC(2026, 11, 31)),
      true,
      { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] },
      { text: 'Site', hyperlink: 'https://example.com' },
      0.25,
    ]);
    sheet.addRow(['Aysel', null, false]);
    const rows = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((r) => [r.line, r.cells])).toEqual([
      [1, ['name', 'when', 'yes', 'rich', 'link', 'ratio']],
      [2, ['Aysel', '2026-12-31', 'true', 'Bold and plain', 'Site', '0.25']],
      [3, ['Aysel', '', 'false']],
    ]);
  });

  it('takes the first sheet in the workbook’s order (not the zip’s), with targets relative or absolute, and 1904 dates', async () => {
    const sheet = (text: string, extra = '') =>
      `<worksheet ${main}><sheetData><row r="2"><c r="B2" t="inlineStr"><is><t>${text}</t></is></c>${extra}</row></sheetData></worksheet>`;
    const bytes = zip([
      part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      part('XL/Worksheets/Second.xml', sheet('second')),
      part('xl/worksheets/sheet1.xml', sheet('first', '<c r="C2" s="1"><v>1</v></c>')),
      part(
        '_rels/.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('r1', 'officeDocument', '/xl/book.xml')}</Relationships>`,
      ),
      part(
        'xl/_rels/book.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('a', 'worksheet', 'worksheets/sheet1.xml')}${rel('b', 'worksheet', '/xl/worksheets/second.xml')}${rel('s', 'styles', 'look.xml')}</Relationships>`,
      ),
      part(
        'xl/book.xml',
        `<workbook ${main} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr date1904="1"/><sheets><sheet name="Second" sheetId="2" r:id="b"/><sheet name="First" sheetId="1" r:id="a"/></sheets></workbook>`,
      ),
      part(
        'xl/look.xml',
        `<styleSheet ${main}><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
      ),
    ]);
    expect(await rowsOf(bytes)).toEqual([{ line: 2, cells: ['', 'second'], problems: [] }]);
  });

  it('applies date styles and the 1904 date system to numbers', async () => {
    const bytes = zip([
      part(
        '_rels/.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('r1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
      ),
      part(
        'xl/_rels/workbook.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('a', 'worksheet', 'worksheets/sheet1.xml')}</Relationships>`,
      ),
      part('xl/workbook.xml', `<workbook ${main} xmlns:r="r"><workbookPr date1904="true"/><sheets><sheet name="S" sheetId="1" r:id="a"/></sheets></workbook>`),
      part(
        'xl/styles.xml',
        `<styleSheet ${main}><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="4"/></cellXfs></styleSheet>`,
      ),
      part(
        'xl/worksheets/sheet1.xml',
        `<worksheet ${main}><sheetData><row><c s="1"><v>0</v></c><c s="0"><v>0</v></c><c s="2"><v>1.5E3</v></c><c t="d"><v>2026-02-03T00:00:00Z</v></c></row></sheetData></worksheet>`,
      ),
    ]);
    expect((await rowsOf(bytes))[0]!.cells).toEqual(['1904-01-01', '0', '1500', '2026-02-03']);
  });

  it('stops when the visitor says so, and refuses what is no workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    for (let i = 1; i <= 100; i += 1) sheet.addRow([`row ${i}`]);
    const rows = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()), 1, 3);
    expect(rows.map((r) => r.cells[0])).toEqual(['row 1', 'row 2', 'row 3']);

    const refusal = (bytes: Buffer) =>
      readXlsx(bytes, 1, () => {}).then(
        () => null,
        (error: FieldError) => error.fields,
      );
    expect(await refusal(zip([{ name: 'notes.txt', data: Buffer.from('hello') }]))).toEqual({ file: ['validation.fileType'] });
    // Two entries of one name (whichever a reader took, the other could hide in it).
    expect(
      await refusal(
        zip([
          { name: 'a.xml', data: Buffer.from('a') },
          { name: 'A.xml', data: Buffer.from('b') },
        ]),
      ),
    ).toEqual({ file: ['validation.fileType'] });
    const many = Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('') }));
    expect(await refusal(zip(many))).toEqual({ file: ['import.unpackedTooLarge'] });
  });

  it('hands character references over as written: a lone surrogate or a NUL (for the import to refuse), also from the shared strings; a pair is one character', async () => {
    const strings = ['x&#xD800;', '&#xDC00;', '&#xD83D;&#xDE00;', '&#x1F600;', 'nul&#0;'].map((t) => `<si><t>${t}</t></si>`).join('');
    const shared = [0, 1, 2, 3, 4].map((i) => `<c t="s"><v>${i}</v></c>`).join('');
    const inline = ['a&#xDBFF;b', '&#55296;', '&#xD83D;&#xDE00;'].map((t) => `<c t="inlineStr"><is><t>${t}</t></is></c>`).join('');
    const rows = await rowsOf(book(strings, `<row r="1">${shared}</row><row r="2">${inline}<c t="str"><f>A1</f><v>&#xDFFF;</v></c></row>`));
    expect(rows.map((r) => r.cells)).toEqual([
      ['x\uD800', '\uDC00', '😀', '😀', 'nul\u0000'],
      ['a\uDBFFb', '\uD800', '😀', '\uDFFF'],
    ]);
    // Shared strings are held as UTF-8, which has no lone surrogate: none came back as U+FFFD.
    expect(rows.flatMap((r) => r.cells).join('')).not.toContain('\uFFFD');
  });

  // Tens of megabytes zipped and read: its time limit is a guard against a hang (a busy machine needs more than 5 s), not a speed check.
  it('bounds what it keeps: the shared strings (bytes and count) and the text of the cells handed over', async () => {
    const refusal = (bytes: Buffer) =>
      readXlsx(bytes, 1, () => {}).then(
        () => null,
        (error: FieldError) => error.fields,
      );
    const tooLarge = { file: ['import.unpackedTooLarge'] };
    const sharedCell = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
    // 17 MB of distinct strings, each within a cell's limit.
    const bytes = Array.from({ length: 560 }, (_, i) => `<si><t>${String(i).padStart(32_000, 'x')}</t></si>`).join('');
    expect(await refusal(book(bytes, sharedCell))).toEqual(tooLarge);
    // More than a million strings.
    expect(await refusal(book('<si><t>a</t></si>'.repeat(1_000_001), sharedCell))).toEqual(tooLarge);
    // More than 16 M characters of kept cells (a shared string counts once, however often it is used).
    const long = (i: number) => `<row r="${i}"><c r="A${i}" t="inlineStr"><is><t>${'y'.repeat(32_000)}</t></is></c></row>`;
    expect(await refusal(book('', Array.from({ length: 530 }, (_, i) => long(i + 1)).join('')))).toEqual(tooLarge);
    const reused = Array.from({ length: 2000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>0</v></c></row>`).join('');
    const rows = await rowsOf(book(`<si><t>${'z'.repeat(32_000)}</t></si>`, reused), 1);
    expect(rows).toHaveLength(2000);
  }, 60_000);
});
