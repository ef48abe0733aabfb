/**
 * The goal import template's columns, in order (docs/product.md §6.6). The export writes the same columns
 * and one more, `score`, at the end (the import ignores it), so that an exported file imports back.
 * - period: the period's number; round: a round's name in that period, blank for every round;
 * - type: numerical | scale; direction: higher | lower (is better); scale: a template's name.
 */
export const GOAL_COLUMNS = [
  'employee_number',
  'period',
  'round',
  'name',
  'category',
  'weight',
  'type',
  'target',
  'actual',
  'direction',
  'scale',
  'deadline',
  'success_criteria',
] as const;

export const EXPORT_COLUMNS = [...GOAL_COLUMNS, 'score'] as const;

export const GOAL_TYPES = ['numerical', 'scale'] as const;
export const DIRECTIONS = ['higher', 'lower'] as const;

/** Cell text of a number: as typed, without trailing zeros. */
export const numberCell = (value: number | null) => (value === null ? '' : String(value));
