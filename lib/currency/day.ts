/** Calendar days as the feed writes them ("2026-11-20"), always read in UTC. */
import { z } from 'zod';

function parts(day: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar day in YYYY-MM-DD form ("2026-02-30" is not one). */
export function isCalendarDay(day: string): boolean {
  const ymd = parts(day);
  if (ymd === undefined) return false;
  const [year, month, date] = ymd;
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

export const calendarDaySchema = z.string().refine(isCalendarDay, { error: 'expected a calendar day as YYYY-MM-DD' });

/** 00:00 UTC of the day, in seconds since the epoch: the `lastUpdated` of rates for that day. */
export function dayStartSeconds(day: string): number {
  const ymd = parts(day);
  if (ymd === undefined || !isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(ymd[0], ymd[1] - 1, ymd[2]) / 1000;
}
