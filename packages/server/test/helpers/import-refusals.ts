import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { importSlots } from '../../src/lib/import-slots.ts';
import { csv, sheetXml, workbookOf, xlsx, XLSX_PARTS, zip } from './spreadsheets.ts';
import type { Caller } from './tenant.ts';

/**
 * What every import (lib/sheet-import.ts) refuses alike, whatever its columns: a header that is not
 * the template's, no rows, too many rows, no file, files that are not spreadsheets, files over the
 * upload limit or too large once unpacked, cells that cannot be imported (formulas without a value,
 * error values, cells over 32,767 characters, a NUL or a lone surrogate), and an import while the
 * company or the process already runs as many as it may.
 */

export interface ImportUnderTest {
  /** The importing account in the project under test. */
  caller: Caller;
  /** The caller's company (its import slots). */
  companyId: number;
  url: string;
  /** The import's column contract, as the test file writes it out. */
  columns: readonly string[];
  /** The file name without its extension, e.g. `skills`. */
  stem: string;
  /** Everything the import could write in the project (compared before and after each refusal). */
  snapshot(): Promise<unknown>;
}

/** Uploads a file that must be refused, and proves that it wrote nothing. */
export async function refusedUpload(target: ImportUnderTest, name: string, bytes: Buffer, lang?: string): Promise<LightMyRequestResponse> {
  const before = await target.snapshot();
  const res = await target.caller.upload(target.url, name, bytes, lang);
  expect(await target.snapshot()).toEqual(before);
  return res;
}

const NOT_A_SPREADSHEET = { file: ['Upload an .xlsx or .csv file.'] };
const TOO_LARGE_UNPACKED = { file: ['The file is too large once unpacked.'] };
const NO_FILE = { file: ['This field is required'] };
const expected = (column: string) => ({ row: 1, column, message: `Expected the column "${column}" here.` });

/** Runs the common bad-file cases against an import; each must be refused and write nothing. */
export async function expectCommonRefusals(target: ImportUnderTest) {
  const { columns, stem } = target;
  const refused = (name: string, bytes: Buffer) => refusedUpload(target, name, bytes);
  const blankRow = columns.map(() => '');

  const swapped = await refused(`${stem}.csv`, csv([[columns[1]!, columns[0]!, ...columns.slice(2)], blankRow]));
  expect(swapped.statusCode).toBe(422);
  expect(swapped.json()).toEqual({
    detail: 'The file has errors: nothing was imported.',
    code: 'import_invalid',
    errors: [expected(columns[0]!), expected(columns[1]!)],
  });
  const short = await refused(`${stem}.csv`, csv([columns.slice(0, -1), blankRow.slice(0, -1)]));
  expect(short.json().errors).toEqual([expected(columns.at(-1)!)]);

  for (const [name, bytes] of [
    [`${stem}.csv`, csv([columns, [], []])],
    [`${stem}.xlsx`, await xlsx([columns])],
  ] as const) {
    const headerOnly = await refused(name, bytes);
    expect(headerOnly.statusCode, name).toBe(422);
    expect(headerOnly.json().errors).toEqual([{ row: 2, column: '', message: 'The file has no rows to import.' }]);
  }

  for (const name of [`${stem}.csv`, `${stem}.xlsx`]) {
    const zero = await refused(name, Buffer.alloc(0));
    expect(zero.statusCode, name).toBe(400);
    expect(zero.json()).toEqual(NO_FILE);
  }
  const noFile = await target.caller.post(target.url, { file: 'x' });
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json()).toEqual(NO_FILE);

  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n1 0 obj\n<<>>\nendobj\n')]);
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const utf16 = Buffer.from(`\uFEFF${columns.join(',')}\r\n`, 'utf16le');
  // A zip, but no workbook in it (a .docx or any archive renamed).
  const archive = zip([{ name: 'notes.txt', data: Buffer.from('hello') }]);
  const truncated = (await xlsx([columns, blankRow.map((_, i) => `cell ${i}`)])).subarray(0, 400);
  for (const [name, bytes] of [
    [`${stem}.xlsx`, pdf],
    [`${stem}.csv`, pdf],
    [`${stem}.xlsx`, png],
    [`${stem}.csv`, utf16],
    [`${stem}.xlsx`, archive],
    [`${stem}.xlsx`, truncated],
    // Plain text (even a valid CSV) under a workbook's name.
    [`${stem}.xlsx`, Buffer.from(`${columns.join(',')}\n${blankRow.map((_, i) => `cell ${i}`).join(',')}\n`)],
    // A lone surrogate as the bytes UTF-8 would give it (ED A0 80): no UTF-8, so no CSV.
    [
      `${stem}.csv`,
      Buffer.concat([Buffer.from(`${columns.join(',')}\r\n`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(`${',x'.repeat(columns.length - 1)}\r\n`)]),
    ],
  ] as const) {
    const res = await refused(name, bytes);
    expect(res.statusCode, `${name} ${bytes.subarray(0, 8).toString('hex')}`).toBe(400);
    expect(res.json()).toEqual(NOT_A_SPREADSHEET);
  }

  // Just over the 10 MB upload limit.
  const big = await refused(`${stem}.csv`, Buffer.concat([csv([columns]), Buffer.alloc(10 * 1024 * 1024, 'a')]));
  expect(big.statusCode).toBe(413);
  expect(big.json()).toEqual({ detail: 'The request is too large.', code: 'payload_too_large' });

  await expectStreamedRefusals(target);
  await expectCellRefusals(target);
  await expectBusyRefusals(target);
  // Every refused import gave its slot back.
  expect(importSlots.running()).toBe(0);
}

/**
 * The file is read as a stream and the reading stops as soon as the answer is known: after a wrong
 * header, and at the first row over the limit. What follows is malformed (a DTD in the sheet, a broken
 * quote in the CSV): read, it would make the answer "not a spreadsheet"; unread, the answer is the
 * header's or the row limit's.
 */
async function expectStreamedRefusals(target: ImportUnderTest) {
  const { columns, stem } = target;
  const refused = (name: string, bytes: Buffer) => refusedUpload(target, name, bytes);
  const wrongHeader = [columns[1]!, columns[0]!, ...columns.slice(2)];
  const garbage = '<!DOCTYPE x [<!ENTITY a "aaaaaaaa">]>';
  const brokenQuote = 'x,"never closed\r\n';
  const header = sheetXml([wrongHeader]);
  for (const [name, bytes] of [
    [`${stem}.xlsx`, workbookOf(header.open + header.body + garbage + header.close)],
    [`${stem}.csv`, Buffer.concat([csv([wrongHeader, columns.map(() => 'x')]), Buffer.from(brokenQuote)])],
  ] as const) {
    const res = await refused(name, bytes);
    expect(res.statusCode, name).toBe(422);
    expect(res.json().errors, name).toEqual([expected(columns[0]!), expected(columns[1]!)]);
  }

  // 20,001 rows: one too many; a blank row in between does not count.
  const rows = [[...columns], ...Array.from({ length: 20_001 }, (_, i) => [`x${i}`])];
  rows.splice(5, 0, ['']);
  const sheet = sheetXml(rows);
  for (const [name, bytes] of [
    [`${stem}.xlsx`, workbookOf(sheet.open + sheet.body + garbage + sheet.close)],
    [`${stem}.csv`, Buffer.concat([csv(rows), Buffer.from(brokenQuote)])],
  ] as const) {
    const res = await refused(name, bytes);
    expect(res.statusCode, name).toBe(422);
    expect(res.json().errors, name).toEqual([{ row: 20_002, column: '', message: 'The file has more than 20000 rows.' }]);
  }
  // The same files without what follows the rows: read through, they are refused for the rows alone.
  const whole = await refused(`${stem}.xlsx`, workbookOf(sheet.open + sheet.body + sheet.close));
  expect(whole.json().errors).toEqual([{ row: 20_002, column: '', message: 'The file has more than 20000 rows.' }]);
  const unreadGarbage = await refused(`${stem}.xlsx`, workbookOf(sheet.open + sheetXml(rows.slice(0, 3)).body + garbage + sheet.close));
  expect(unreadGarbage.statusCode).toBe(400);
  expect(unreadGarbage.json()).toEqual(NOT_A_SPREADSHEET);

  // A zip whose directory declares more than 100 MB unpacked is refused from the directory alone
  // (its bytes are not even valid deflate data: nothing was inflated).
  const declared = zip([
    ...XLSX_PARTS,
    { name: 'xl/worksheets/sheet1.xml', deflated: { bytes: Buffer.from('not deflate'), size: 0, crc: 0 }, claimedSize: 101 * 1024 * 1024 },
  ]);
  const bomb = await refused(`${stem}.xlsx`, declared);
  expect(bomb.statusCode).toBe(400);
  expect(bomb.json()).toEqual(TOO_LARGE_UNPACKED);
}

/** Cells that cannot be imported are refused on their row and column, in XLSX and CSV alike. */
async function expectCellRefusals(target: ImportUnderTest) {
  const { columns, stem } = target;
  const refused = (name: string, bytes: Buffer) => refusedUpload(target, name, bytes);
  const long = 'x'.repeat(32_768);
  const padding = columns.slice(3).map(() => '');
  const book = await xlsx([
    columns,
    [{ formula: 'A1&B1' }, { error: '#N/A' }, long, ...padding],
    ['ok', { formula: '1/0', result: { error: '#DIV/0!' } }, 'x'.repeat(32_767), ...padding],
  ]);
  const res = await refused(`${stem}.xlsx`, book);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual([
    { row: 2, column: columns[0], message: 'This cell holds a formula without a value: type the value instead.' },
    { row: 2, column: columns[1], message: 'This cell holds an error (#N/A): type the value instead.' },
    { row: 2, column: columns[2], message: 'This cell holds more than 32767 characters.' },
    { row: 3, column: columns[1], message: 'This cell holds an error (#DIV/0!): type the value instead.' },
  ]);
  const ru = await refusedUpload(target, `${stem}.xlsx`, book, 'ru');
  expect(ru.json().errors[0].message).toMatch(/[а-яА-Я]/);

  const text = await refused(`${stem}.csv`, csv([columns, ['', long, ...columns.slice(2).map(() => 'x')]]));
  expect(text.statusCode).toBe(422);
  expect(text.json().errors).toEqual([{ row: 2, column: columns[1], message: 'This cell holds more than 32767 characters.' }]);

  // Text the database cannot store, written as XML character references: lone surrogates (high, low) and
  // NUL, in inline and in shared strings. A pair written as two references is one character (an emoji).
  const inline = sheetXml([[...columns], ['&#xD800;', 'a&#xDC00;b', '&#0;', ...padding]]);
  const sharedRow = '<row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3" t="s"><v>1</v></c><c r="C3" t="inlineStr"><is><t>&#xD83D;&#xDE00;</t></is></c></row>';
  const unstorable = zip([
    ...XLSX_PARTS,
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(inline.open + inline.body + sharedRow + inline.close) },
    {
      name: 'xl/sharedStrings.xml',
      data: Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>x&#xDBFF;</t></si><si><t>&#x1F600;</t></si></sst>'),
    },
  ]);
  const surrogate = 'Unpaired surrogate characters are not allowed.';
  const cells = await refused(`${stem}.xlsx`, unstorable);
  expect(cells.statusCode).toBe(422);
  expect(cells.json().errors).toEqual([
    { row: 2, column: columns[0], message: surrogate },
    { row: 2, column: columns[1], message: surrogate },
    { row: 2, column: columns[2], message: 'Null characters are not allowed.' },
    { row: 3, column: columns[0], message: surrogate },
  ]);
  const az = await refusedUpload(target, `${stem}.xlsx`, unstorable, 'az');
  expect(az.json().errors[0].message).toBe('Cütü olmayan surroqat simvollara icazə verilmir.');
}

/**
 * An import while the company already runs two, or the process four, is refused at once (429), before
 * its upload is read, and writes nothing. The slots are held here directly (the app runs in this
 * process, with the same slots): no timing.
 */
async function expectBusyRefusals(target: ImportUnderTest) {
  const { columns, stem, companyId } = target;
  const file = csv([columns]);
  const held = [importSlots.take(companyId), importSlots.take(companyId)];
  try {
    const busy = await refusedUpload(target, `${stem}.csv`, file);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ detail: 'Another import is running for your company. Try again in a moment.', code: 'import_busy' });
    const az = await refusedUpload(target, `${stem}.csv`, file, 'az');
    expect(az.json().detail).not.toBe(busy.json().detail);
    // Over the upload limit, yet 429 rather than 413: the upload was not read.
    const unread = await refusedUpload(target, `${stem}.csv`, Buffer.concat([file, Buffer.alloc(10 * 1024 * 1024, 'a')]));
    expect(unread.statusCode).toBe(429);
  } finally {
    held.forEach((slot) => slot.release());
  }
  // Four imports of other companies fill the process.
  const others = [-1, -2, -3, -4].map((other) => importSlots.take(other));
  try {
    const busy = await refusedUpload(target, `${stem}.csv`, file);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ detail: 'Too many imports are running right now. Try again in a moment.', code: 'import_busy' });
  } finally {
    others.forEach((slot) => slot.release());
  }
  // With the slots free again, the same file is read (and refused for what it holds).
  const free = await refusedUpload(target, `${stem}.csv`, file);
  expect(free.statusCode).toBe(422);
}
