import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { csv, xlsx, zip } from './spreadsheets.ts';
import type { Caller } from './tenant.ts';

/**
 * What every import (lib/sheet-import.ts) refuses alike, whatever its columns: a header that is not
 * the template's, no rows, no file, files that are not spreadsheets and files over the upload limit.
 */

export interface ImportUnderTest {
  /** The importing account in the project under test. */
  caller: Caller;
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
  ] as const) {
    const res = await refused(name, bytes);
    expect(res.statusCode, `${name} ${bytes.subarray(0, 8).toString('hex')}`).toBe(400);
    expect(res.json()).toEqual(NOT_A_SPREADSHEET);
  }

  // Just over the 10 MB upload limit.
  const big = await refused(`${stem}.csv`, Buffer.concat([csv([columns]), Buffer.alloc(10 * 1024 * 1024, 'a')]));
  expect(big.statusCode).toBe(413);
  expect(big.json()).toEqual({ detail: 'The request is too large.', code: 'payload_too_large' });
}
