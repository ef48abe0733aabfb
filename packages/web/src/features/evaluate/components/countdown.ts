/** Whole days from today (the browser's local date) to a YYYY-MM-DD date: 0 today, negative once it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / 86_400_000);
}

/** The countdown to a round's end in the UI language: "in 3 days", "tomorrow", "today", "2 days ago". */
export function relativeDays(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

/** A YYYY-MM-DD date as the UI language writes it (30 Jun 2025, 30 iyn 2025, 30 июн. 2025 г.). */
export function formatDate(date: string, language: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
