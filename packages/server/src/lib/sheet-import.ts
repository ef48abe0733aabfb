import type { ImportError } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from './errors.ts';
import type { ImportFile } from './import-slots.ts';
import { MAX_CELL_CHARS, readSheet, type CellProblem } from './spreadsheets.ts';
import { unstorableText } from './storable-text.ts';

/**
 * The one way an import reads its file (docs/product.md §6.1, ADR 11): the header must name the template's
 * columns in order, blank rows are skipped, every error is collected with its row (as the spreadsheet
 * numbers it), column and translated message, and nothing is written unless there is none. The file is
 * read as a stream: a wrong header is refused at its first row, a file over the row limit at the first
 * row too many, without reading the rest.
 */

export const MAX_IMPORT_ROWS = 20_000;

/** A refused import: 422 with every row error. */
export class ImportRefused extends AppError {
  constructor(errors: ImportError[]) {
    super(422, 'import_invalid', 'import.invalid', {}, { errors });
  }
}

/** Collects the errors of one import, translated into the caller's language. */
export class ImportErrors {
  private readonly list: ImportError[] = [];
  constructor(private readonly lang: Language) {}

  add(row: number, column: string, message: MessageKey, params: Record<string, string | number> = {}) {
    this.list.push({ row, column, message: translate(this.lang, message, params) });
  }

  /** The issues of a zod row schema, each on its column. */
  addIssues(row: number, error: z.ZodError) {
    for (const issue of error.issues) {
      this.add(row, String(issue.path[0] ?? ''), issue.message as MessageKey, { max: (issue as { maximum?: number }).maximum ?? '' });
    }
  }

  get count() {
    return this.list.length;
  }

  /** Refuses the whole file when any row failed. */
  throwIfAny() {
    if (this.list.length) throw new ImportRefused([...this.list].sort((a, b) => a.row - b.row));
  }
}

export interface ImportRow<C extends string> {
  /** The row number in the spreadsheet (the header is row 1). */
  line: number;
  record: Record<C, string>;
}

/** Column names are compared without case and surrounding blanks. */
export const columnKey = (s: string) => s.trim().toLowerCase();

/**
 * For an import's loops over its rows: `await pace()` in each turn yields to the event loop once every
 * `ms` milliseconds, so that checking 20,000 rows does not hold other requests (a health check) up.
 */
export function pacer(ms = 10): () => Promise<void> {
  let turn = performance.now();
  return async () => {
    if (performance.now() - turn < ms) return;
    await nextTurn();
    turn = performance.now();
  };
}

const PROBLEMS: Record<CellProblem['problem'], MessageKey> = {
  formula: 'import.formulaWithoutValue',
  error: 'import.errorValue',
  tooLong: 'import.cellTooLong',
};

/**
 * Reads an import file: refuses it (422) when the header is not the template's, when it has no rows
 * or too many, or when a cell cannot be imported (a formula without a value, an error value, a cell
 * over Excel's 32,767 characters, text the database cannot store: a NUL or a lone surrogate). Returns
 * the rows as records of the template's columns, and the error collector.
 */
async function readImport<C extends string>(
  file: { bytes: Buffer; filename: string },
  columns: readonly C[],
  lang: Language,
  maxRows: number,
): Promise<{ rows: Array<ImportRow<C>>; errors: ImportErrors }> {
  const errors = new ImportErrors(lang);
  const rows: Array<ImportRow<C>> = [];
  let headerRead = false;
  const checkHeader = (header: readonly string[]) => {
    headerRead = true;
    columns.forEach((expected, i) => {
      if (columnKey(header[i] ?? '') !== expected) errors.add(1, expected, 'import.columnExpected', { expected });
    });
    errors.throwIfAny();
  };
  await readSheet(file.bytes, file.filename, columns.length, ({ line, cells, problems }) => {
    if (!headerRead) {
      // The header is the sheet's first row: when the sheet starts lower, it is blank.
      checkHeader(line === 1 ? cells : []);
      if (line === 1) return;
    }
    if (problems.length === 0 && cells.every((c) => c === '')) return;
    if (rows.length === maxRows) {
      errors.add(maxRows + 2, '', 'import.tooManyRows', { max: maxRows });
      errors.throwIfAny();
    }
    for (const p of problems) errors.add(line, columns[p.column]!, PROBLEMS[p.problem], p.problem === 'error' ? { value: p.value } : { max: MAX_CELL_CHARS });
    // A NUL or a lone surrogate (an XLSX character reference such as &#0; or &#xD800;): no database text.
    cells.forEach((cell, i) => {
      const unstorable = unstorableText(cell);
      if (unstorable) errors.add(line, columns[i] ?? '', unstorable);
    });
    const record = {} as Record<C, string>;
    columns.forEach((c, i) => (record[c] = cells[i] ?? ''));
    rows.push({ line, record });
  });
  if (!headerRead) checkHeader([]);
  if (rows.length === 0) errors.add(2, '', 'import.empty');
  // Cells that cannot be imported refuse the file before the import looks at what the rows mean.
  errors.throwIfAny();
  return { rows, errors };
}

/**
 * Runs an import: reads the file (readImport) and hands its rows and error collector to `work`, which
 * checks and writes them. The file comes with one of the company's import slots, taken by the route
 * before the upload was read (plugins/uploads.ts `importUpload`) and held until the import is done:
 * an import without one is a programming error. Every import goes through here; nothing else reads an
 * import file.
 */
export async function runImport<C extends string, T>(
  ctx: { actor: { companyId: number } },
  file: ImportFile,
  columns: readonly C[],
  lang: Language,
  work: (rows: Array<ImportRow<C>>, errors: ImportErrors) => Promise<T>,
  maxRows = MAX_IMPORT_ROWS,
): Promise<T> {
  if (!file.slot.held || file.slot.companyId !== ctx.actor.companyId) throw new Error('an import runs only in a slot of its company (importUpload)');
  const { rows, errors } = await readImport(file, columns, lang, maxRows);
  try {
    return await work(rows, errors);
  } catch (error) {
    // A name or number taken by someone else between the import's checks and its writes: the import's
    // transaction is rolled back, so nothing was imported, and the same file can simply be sent again.
    if (isUniqueViolation(error)) throw new AppError(409, 'import_conflict', 'import.changedMeanwhile');
    throw error;
  }
}
