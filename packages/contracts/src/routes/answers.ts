import { errorSchema, fieldErrorsSchema } from '../api/common.ts';
import { importRefusedSchema } from '../api/employees.ts';

/** The error answers routes document in the route table (the success answer is the route's own). */

/** What every route behind sign-in can answer. */
export const authErrors = {
  401: errorSchema.describe('Not signed in, or the access token is invalid or expired'),
  403: errorSchema.describe('The caller’s role, permission codes or package do not allow this'),
  404: errorSchema.describe('Not found, or belongs to another company'),
} as const;

export const fieldErrors = { 400: fieldErrorsSchema.describe('Field errors: { field: [message, …] }') } as const;

export const conflict = { 409: errorSchema.describe('Refused in the current state (the detail says why)') } as const;

export const tooLarge = { 413: errorSchema.describe('File too large (10 MB at most)') } as const;

/** What every import can answer besides its result (ADR 11): too large, changed meanwhile, refused rows, busy. */
export const importAnswers = {
  ...tooLarge,
  409: errorSchema.describe('Someone changed the same data while the file was imported: nothing was imported'),
  422: importRefusedSchema,
  429: errorSchema.describe('Too many imports at once for the company or the server, or too many requests'),
} as const;

/** The content type of each spreadsheet format the server sends (exports and import templates). */
export const SHEET_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export const SHEET_TYPES = [SHEET_CONTENT_TYPES.xlsx, SHEET_CONTENT_TYPES.csv] as const;

/** What a spreadsheet download (an export or an import template) declares besides its query and errors: an XLSX or CSV file. */
export const sheetDownload = { kind: 'download', produces: SHEET_TYPES, status: 200, response: null } as const;

/** The image types the server accepts and serves (logos, avatars). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
