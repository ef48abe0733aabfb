/**
 * Dates as the UI language writes them. Browsers ship Azerbaijani without its calendar data (Debian's
 * Chromium writes "2026 M12 24" and "+30 d"), so Azerbaijani is written here from its own month names;
 * English and Russian come from Intl.
 */

const AZ_MONTHS = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'];

const two = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD day (or the day of an ISO date-time): 30 Jun 2025, 30 iyn 2025, 30 июн. 2025 г. */
export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (language === 'az') return `${day} ${AZ_MONTHS[month - 1]} ${year}`;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment (ISO date-time) in the browser's time zone: the day as formatDay, then hours and minutes. */
export function formatMoment(iso: string, language: string): string {
  const at = new Date(iso);
  if (language === 'az') return `${at.getDate()} ${AZ_MONTHS[at.getMonth()]} ${at.getFullYear()}, ${two(at.getHours())}:${two(at.getMinutes())}`;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Days from today to a day, in words: "in 3 days", "tomorrow", "today", "2 days ago" (and the same in az and ru). */
export function relativeDays(days: number, language: string): string {
  if (language === 'az') {
    if (days === 0) return 'bu gün';
    if (days === 1) return 'sabah';
    if (days === -1) return 'dünən';
    return days > 0 ? `${days} gün sonra` : `${-days} gün əvvəl`;
  }
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}
