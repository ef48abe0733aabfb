import { weightField } from '@performa/contracts/api/weights';

const field = weightField();

/** A typed weight as a number, or null while it is blank or not a number. */
export function parseWeight(value: unknown): number | null {
  const result = field.safeParse(value);
  return result.success ? result.data : null;
}

/** A stored weight as form text ("" when unset). */
export const weightText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
