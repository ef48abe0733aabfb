/** Whole days from today (the browser's local date) to a YYYY-MM-DD date: 0 today, negative once it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / 86_400_000);
}
