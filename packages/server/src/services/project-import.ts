import type { Language } from '@performa/contracts/i18n/languages';
import type { ImportFile } from '../lib/import-slots.ts';
import { runImport, type ImportErrors, type ImportRow } from '../lib/sheet-import.ts';
import type { ServiceContext } from './context.ts';
import { requireProject } from './scope.ts';

/** What an import into the selected project checks and writes: the file's rows and their error collector, in the project. */
export interface ProjectImport<C extends string> {
  ctx: ServiceContext;
  projectId: number;
  rows: Array<ImportRow<C>>;
  errors: ImportErrors;
}

/**
 * Runs an import into the caller's selected project (runImport, lib/sheet-import.ts): the project is
 * required before the file is read, and `work` checks and writes the file's rows in it.
 */
export async function importIntoProject<C extends string, T>(
  ctx: ServiceContext,
  file: ImportFile,
  columns: readonly C[],
  lang: Language,
  work: (job: ProjectImport<C>) => Promise<T>,
): Promise<T> {
  const projectId = requireProject(ctx);
  return runImport(ctx, file, columns, lang, (rows, errors) => work({ ctx, projectId, rows, errors }));
}
