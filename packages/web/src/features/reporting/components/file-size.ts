import type { Language } from '@performa/contracts/i18n/languages';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';

export type SizeUnit = 'kb' | 'mb' | 'gb';

/**
 * A file's size as people read it: in KB, MB or GB (of 1,024), at most one decimal, with the language's
 * separators (en 1.5, az and ru 1,5); the unit's word comes from the texts (`reporting.exports.list.size`).
 */
export function fileSize(bytes: number, language: Language = currentLanguage()): { unit: SizeUnit; value: string } {
  const units: SizeUnit[] = ['kb', 'mb', 'gb'];
  let amount = bytes / 1024;
  let step = 0;
  // 1,023.96 KB reads 1 MB, not 1,024 KB.
  while (Math.round(amount * 10) / 10 >= 1024 && step < units.length - 1) {
    amount /= 1024;
    step += 1;
  }
  return { unit: units[step]!, value: formatNumber(amount, { max: 1 }, language) };
}
