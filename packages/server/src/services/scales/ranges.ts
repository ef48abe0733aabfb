import type { MessageKey } from '@performa/contracts/i18n/translate';
import { FieldError } from '../../lib/errors.ts';

/** The rules of a template's ranges (docs/product.md §3.3): min ≤ max, and no two ranges share a value (bounds inclusive). */

export interface Range {
  min: number;
  max: number;
}

/**
 * Checks `ranges` (whose errors are keyed by `keyOf(index)`) against each other and against
 * `others` (ranges already in the template). Throws a field error naming the first problem of each range.
 */
export function checkRanges(ranges: Range[], keyOf: (index: number) => string, others: Range[] = []) {
  const errors: Record<string, MessageKey[]> = {};
  ranges.forEach((range, index) => {
    if (range.min > range.max) {
      errors[keyOf(index)] = ['validation.scaleMinMax'];
      return;
    }
    const earlier = [...others, ...ranges.slice(0, index).filter((r) => r.min <= r.max)];
    if (earlier.some((r) => range.min <= r.max && r.min <= range.max)) errors[keyOf(index)] = ['validation.scaleOverlap'];
  });
  if (Object.keys(errors).length) throw new FieldError(errors);
}
