import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { ImportSlots } from '../../src/lib/import-slots.ts';
import { runImport } from '../../src/lib/sheet-import.ts';

/** The refusal a take ends in (it must end in one). */
function refusal(take: () => unknown) {
  try {
    take();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { status: e.status, code: e.code, key: e.messageKey };
  }
  throw new Error('the slot was given');
}
const companyBusy = { status: 429, code: 'import_busy', key: 'errors.importBusy' };
const processBusy = { status: 429, code: 'import_busy', key: 'import.serverBusy' };

describe('import slots (per company and per process)', () => {
  it('a company runs at most two imports at once; other companies still may', () => {
    const slots = new ImportSlots(2, 4);
    const first = slots.take(1);
    slots.take(1);
    expect(refusal(() => slots.take(1))).toEqual(companyBusy);
    expect(slots.running(1)).toBe(2);
    slots.take(2);
    expect(slots.running()).toBe(3);
    first.release();
    expect(slots.running(1)).toBe(1);
    slots.take(1);
    expect(slots.running(1)).toBe(2);
  });

  it('the process runs at most four imports at once, whichever the companies', () => {
    const slots = new ImportSlots(2, 4);
    const releases = [slots.take(1), slots.take(2), slots.take(3), slots.take(4)];
    expect(refusal(() => slots.take(5))).toEqual(processBusy);
    // Company 1 runs one import only, but the process is full.
    expect(refusal(() => slots.take(1))).toEqual(processBusy);
    releases[2]!.release();
    // Releasing twice gives one slot back, not two.
    releases[2]!.release();
    expect(releases[2]!.held).toBe(false);
    expect(slots.running()).toBe(3);
    slots.take(5);
    expect(refusal(() => slots.take(6))).toEqual(processBusy);
    releases.forEach((slot) => slot.release());
    expect(slots.running()).toBe(1);
    expect(slots.running(1)).toBe(0);
  });

  it('a refused take changes nothing', () => {
    const slots = new ImportSlots(1, 1);
    slots.take(1);
    refusal(() => slots.take(1));
    refusal(() => slots.take(2));
    expect([slots.running(), slots.running(1), slots.running(2)]).toEqual([1, 1, 0]);
  });

  it('an import runs only in a held slot of its own company', async () => {
    const slots = new ImportSlots(2, 4);
    const file = (slot: ReturnType<ImportSlots['take']>) => ({ filename: 'a.csv', bytes: Buffer.from('name\r\nx\r\n'), slot });
    const work = async (rows: unknown[]) => rows.length;
    const mine = slots.take(1);
    expect(await runImport({ actor: { companyId: 1 } }, file(mine), ['name'], 'en', work)).toBe(1);
    await expect(runImport({ actor: { companyId: 2 } }, file(mine), ['name'], 'en', work)).rejects.toThrow(/slot/);
    mine.release();
    await expect(runImport({ actor: { companyId: 1 } }, file(mine), ['name'], 'en', work)).rejects.toThrow(/slot/);
  });
});
