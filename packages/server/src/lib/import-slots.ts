import { AppError } from './errors.ts';

/**
 * How many imports run at once (ADR 11). An import holds its upload, the rows it read and the work on
 * them in memory, and memory is a resource of this process: the slots are counted here, in the
 * process, not in the database (each server process of a deployment has its own slots). A company
 * runs at most IMPORTS_PER_COMPANY imports at once and the process at most IMPORTS_PER_PROCESS; an
 * import over either bound is refused at once (429), before its upload is read, never queued.
 */
export const IMPORTS_PER_COMPANY = 2;
export const IMPORTS_PER_PROCESS = 4;

/** One running import's place: held from before its upload is read until the import is done. */
export interface ImportSlot {
  readonly companyId: number;
  /** Whether the slot is still held (release() not called yet). */
  readonly held: boolean;
  /** Gives the slot back; calling it again does nothing. */
  release(): void;
}

/** An import's file: the upload and the slot it was read under (see plugins/uploads.ts `importUpload`). */
export interface ImportFile {
  filename: string;
  bytes: Buffer;
  slot: ImportSlot;
}

export class ImportSlots {
  private readonly byCompany = new Map<number, number>();
  private total = 0;

  constructor(
    readonly perCompany = IMPORTS_PER_COMPANY,
    readonly perProcess = IMPORTS_PER_PROCESS,
  ) {}

  /** Takes a slot for the company, or refuses (429) and changes nothing. */
  take(companyId: number): ImportSlot {
    const mine = this.byCompany.get(companyId) ?? 0;
    if (mine >= this.perCompany) throw new AppError(429, 'import_busy', 'errors.importBusy');
    if (this.total >= this.perProcess) throw new AppError(429, 'import_busy', 'import.serverBusy');
    this.byCompany.set(companyId, mine + 1);
    this.total += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.total -= 1;
      const left = (this.byCompany.get(companyId) ?? 1) - 1;
      if (left > 0) this.byCompany.set(companyId, left);
      else this.byCompany.delete(companyId);
    };
    return {
      companyId,
      get held() {
        return held;
      },
      release,
    };
  }

  /** Imports running now: of one company, or in the whole process. */
  running(companyId?: number): number {
    return companyId === undefined ? this.total : (this.byCompany.get(companyId) ?? 0);
  }
}

/** The process's slots: every import route takes one through `importUpload` (plugins/uploads.ts). */
export const importSlots = new ImportSlots();
