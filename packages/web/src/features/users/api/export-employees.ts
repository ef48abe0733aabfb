import { api, saveFile } from '../../../lib/api-client.ts';

export type SheetFormat = 'xlsx' | 'csv';

/** Downloads the project's employees (the import's columns) and saves the file. */
export async function exportEmployees(format: SheetFormat) {
  saveFile(await api.download(`/account/export-employees/?format=${format}`));
}
