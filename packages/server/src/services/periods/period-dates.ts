import type { PeriodState } from '@performa/contracts/api/setup';
import { FieldError } from '../../lib/errors.ts';

/**
 * Calendar arithmetic of periods and rounds on "YYYY-MM-DD" strings (UTC days): today's date,
 * the past/current/future state, month steps for generated rounds, and the "outside the period" error.
 */

export const today = (): string => new Date().toISOString().slice(0, 10);

/** Past when it ended before today, future when it starts after today, current otherwise. */
export function stateOf(range: { startDate: string; endDate: string }, on = today()): PeriodState {
  if (range.endDate < on) return 'past';
  if (range.startDate > on) return 'future';
  return 'current';
}

const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same day `months` months later; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysIn(year, month)));
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "The dates must lie inside the period (start – end)" on the given fields. */
export function outsidePeriod(fields: string[], period: { startDate: string; endDate: string }): FieldError {
  return new FieldError(Object.fromEntries(fields.map((f) => [f, ['validation.dateOutsidePeriod' as const]])), {
    start: period.startDate,
    end: period.endDate,
  });
}

/** The fields of a round whose dates fall outside its period (empty when it lies inside). */
export function fieldsOutside(round: { start_date: string; end_date: string }, period: { startDate: string; endDate: string }): string[] {
  const fields: string[] = [];
  if (round.start_date < period.startDate || round.start_date > period.endDate) fields.push('start_date');
  if (round.end_date > period.endDate || round.end_date < period.startDate) fields.push('end_date');
  return fields;
}
