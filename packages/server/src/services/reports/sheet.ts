import type { Language } from '@performa/contracts/i18n/languages';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';

/**
 * A report's table as an export writes it (docs/product.md §7.10): the sheet's name and header in the
 * caller's language, and the rows as text, scores with 2 decimals and blank for none.
 */
export interface ReportSheet {
  name: string;
  header: string[];
  rows: string[][];
}

/** A report's texts in each language. */
export type ReportTexts<T> = Record<Language, T>;

/** The words of the reports whose rows are departments (distribution, heat map): their first columns and last row. */
export const DEPARTMENT_ROWS: ReportTexts<{ department: string; none: string; all: string; people: string }> = {
  en: { department: 'Department', none: 'No department', all: 'All departments', people: 'People' },
  az: { department: 'Şöbə', none: 'Şöbəsiz', all: 'Bütün şöbələr', people: 'İşçi sayı' },
  ru: { department: 'Отдел', none: 'Без отдела', all: 'Все отделы', people: 'Сотрудников' },
};

/** A score or share as an export cell: 2 decimals, blank for none. */
export const cell = (value: number | null | undefined): string => (value === null || value === undefined ? '' : value.toFixed(2));

/** A person's cells of an export row: employee number (left out without one), name, department, position. */
export const personCells = (person: {
  employee_number?: string;
  full_name: string;
  department: { name: string } | null;
  position: { name: string } | null;
}): string[] => [
  ...(person.employee_number === undefined ? [] : [person.employee_number]),
  person.full_name,
  person.department?.name ?? '',
  person.position?.name ?? '',
];

/** A page of a report's list: limit and offset; the export reads every row (no page). */
export interface Page {
  limit: number;
  offset: number;
}

/** The page a query asks for. */
export const pageOf = (query: { page: number; page_size: number }): Page => ({ limit: query.page_size, offset: (query.page - 1) * query.page_size });

/** The file of a report's sheet. */
export const sheetFile = (format: SheetFormat, sheet: ReportSheet): Promise<Buffer> => writeSheet(format, sheet.name, sheet.header, sheet.rows);
