import { weightField } from '@performa/contracts/api/weights';
import { toPercent } from '@performa/contracts/weight-sums';

const field = weightField();

/** A typed weight as a number, or null while it is blank or not a number. */
export function parseWeight(value: unknown): number | null {
  const result = field.safeParse(value);
  return result.success ? result.data : null;
}

/** A stored weight (a fraction) as form text in percent ("" when unset): docs/product.md §3.13. */
export const weightText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(toPercent(value)));
