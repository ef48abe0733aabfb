import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, relativeDays } from './dates.ts';

describe('dates in the UI language', () => {
  it('writes Azerbaijani days from its own month names, whatever the browser knows', () => {
    expect(formatDay('2026-12-24', 'az')).toBe('24 dek 2026');
    expect(formatDay('2026-06-03T10:00:00.000Z', 'az')).toBe('3 iyn 2026');
    expect(formatMoment(new Date(2026, 0, 5, 9, 7).toISOString(), 'az')).toBe('5 yan 2026, 09:07');
  });

  it('leaves English and Russian to Intl', () => {
    expect(formatDay('2026-12-24', 'en')).toBe('Dec 24, 2026');
    expect(formatDay('2026-12-24', 'ru')).toMatch(/^24 дек/);
  });

  it('counts days in words', () => {
    expect([0, 1, -1, 3, -2].map((d) => relativeDays(d, 'az'))).toEqual(['bu gün', 'sabah', 'dünən', '3 gün sonra', '2 gün əvvəl']);
    expect(relativeDays(3, 'en')).toBe('in 3 days');
    expect(relativeDays(0, 'ru')).toBe('сегодня');
  });
});
