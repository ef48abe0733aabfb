import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Runner } from '../../db/raw.ts';
import { payments } from '../../db/schema.ts';

/**
 * The company's package as a chain of accepted payments (docs/product.md §1.4, ADR 34): the payment that
 * covers today, followed by the renewals accepted before it ended (each starting the day after the one
 * before). Its end is the last one's end; null when it has none (the free package).
 */
export interface PackageChain {
  /** The accepted payment that covers today. */
  current: typeof payments.$inferSelect;
  /** The last payment of the chain: the one whose end is the package's end. */
  last: typeof payments.$inferSelect;
  end: string | null;
}

/** The day after a date (YYYY-MM-DD). */
export const dayAfter = (date: string) => addDays(date, 1);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of `months` months starting on `start`: 2026-01-15 + 1 month → 2026-02-14; 2026-01-31 + 1 → 2026-02-27 (the next starts on 28 February, the same day clamped to the month's end). */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/** Whole days from `today` to `end`, counting both (the end day itself is still active): today = end → 1. */
export function daysLeft(today: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The package covering `today`, or null (the package is "no"). */
export async function packageChain(runner: Runner, companyId: number, today: string): Promise<PackageChain | null> {
  const rows = await runner
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.isAccepted, true), or(isNull(payments.endDate), gte(payments.endDate, today))))
    .orderBy(asc(payments.startDate), asc(payments.id));
  // An open-ended payment (the free package) covers every day, as packageActiveSql says (services/context.ts).
  const covering = rows.filter((p) => p.endDate === null || (p.startDate !== null && p.startDate <= today));
  if (!covering.length) return null;
  // An open-ended payment covering today is the package (no end); else the one reaching furthest.
  const open = covering.find((p) => p.endDate === null);
  if (open) return { current: open, last: open, end: null };
  let current = covering[0]!;
  for (const p of covering) if (p.endDate! > current.endDate!) current = p;
  let last = current;
  for (;;) {
    const next = rows.find((p) => p.startDate !== null && p.startDate <= dayAfter(last.endDate!) && (p.endDate === null || p.endDate > last.endDate!));
    if (!next) break;
    last = next;
    if (next.endDate === null) return { current, last, end: null };
  }
  return { current, last, end: last.endDate };
}
