import type { ImportError } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { readSheet } from './spreadsheets.ts';

/**
 * The one way an import reads its file (domain.md §5): the header must name the template's columns
 * in order, blank rows are skipped, every error is collected with its row (as the spreadsheet numbers
 * it), column and translated message, and nothing is written unless there is none.
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
 * Reads an import file: refuses it (422) when the header is not the template's, when it has no rows
 * or too many. Returns the rows as records of the template's columns, and the error collector.
 */
export async function readImport<C extends string>(
  file: { bytes: Buffer; filename: string },
  columns: readonly C[],
  lang: Language,
  maxRows = MAX_IMPORT_ROWS,
): Promise<{ rows: Array<ImportRow<C>>; errors: ImportErrors }> {
  const sheet = (await readSheet(file.bytes, file.filename))
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter((r, i) => i === 0 || r.cells.some((c) => c !== ''));
  const errors = new ImportErrors(lang);
  const header = sheet[0]?.cells ?? [];
  columns.forEach((expected, i) => {
    if (columnKey(header[i] ?? '') !== expected) errors.add(1, expected, 'import.columnExpected', { expected });
  });
  errors.throwIfAny();
  const body = sheet.slice(1);
  if (body.length === 0) errors.add(2, '', 'import.empty');
  if (body.length > maxRows) errors.add(maxRows + 2, '', 'import.tooManyRows', { max: maxRows });
  errors.throwIfAny();
  const rows = body.map(({ cells, line }) => ({ line, record: Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])) as Record<C, string> }));
  return { rows, errors };
}
