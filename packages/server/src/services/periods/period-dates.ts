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

/** "2026-01-31" → "31.01.2026": how messages show a date (docs/product.md §3.1). */
export const showDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** "Name (01.01.2026–31.12.2026)": a period or round as a message names it. */
export const showSpan = (row: { name: string; startDate: string; endDate: string }): string =>
  `${row.name} (${showDate(row.startDate)}–${showDate(row.endDate)})`;

/** True when two date spans (bounds inclusive) share a day. */
export const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * "Overlaps period 2026 (01.01.2026–31.12.2026)" (or round) on both date fields, naming the first
 * span in `others` that shares a day with `span`; nothing when none does (docs/product.md §3.1, §3.2).
 */
export function checkNoOverlap(
  kind: 'period' | 'round',
  span: { startDate: string; endDate: string },
  others: Array<{ name: string; startDate: string; endDate: string }>,
): void {
  const hit = others.find((other) => overlaps(span, other));
  if (!hit) return;
  const key = kind === 'period' ? ('validation.periodOverlap' as const) : ('validation.roundOverlap' as const);
  throw new FieldError({ start_date: [key], end_date: [key] }, { name: hit.name, start: showDate(hit.startDate), end: showDate(hit.endDate) });
}
