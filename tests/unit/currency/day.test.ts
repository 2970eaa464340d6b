import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStartSeconds, isCalendarDay } from '@/lib/currency/day';

describe('calendar days', () => {
  it.each(['2026-11-20', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts the real day %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-31', '2026-11-2', '20-11-2026', '2026-11-20T00:00:00Z', ''])(
    'refuses %j',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );

  it('reads 2026-11-20 as 00:00 UTC that day, in seconds', () => {
    expect(dayStartSeconds('2026-11-20')).toBe(1_795_132_800);
    expect(new Date(dayStartSeconds('2026-11-20') * 1000).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('refuses to date a day that does not exist', () => {
    expect(() => dayStartSeconds('2026-02-30')).toThrow(RangeError);
  });

  it('gives back the same day for every day from 1970 to 2200 (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 84_000 }), (index) => {
        const day = new Date(index * 86_400_000).toISOString().slice(0, 10);
        expect(isCalendarDay(day)).toBe(true);
        expect(dayStartSeconds(day)).toBe(index * 86_400);
      }),
    );
  });
});
