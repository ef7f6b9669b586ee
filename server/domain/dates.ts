import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format } from 'date-fns';

/** A calendar date as YYYY-MM-DD, the spec's date format (spec 2 §9.2). */
export type IsoDate = string;

/** Reads a calendar date as midnight UTC, so calendar arithmetic never drifts with the server's zone. */
function utc(date: IsoDate): TZDate {
  return new TZDate(`${date}T00:00:00Z`, 'UTC');
}

/** Writes a UTC-anchored date back as YYYY-MM-DD. */
function iso(date: TZDate): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

/** The date `days` after `date` (negative goes back). */
export function shiftDate(date: IsoDate, days: number): IsoDate {
  return iso(addDays(utc(date), days));
}

/** The date `months` after `date`, clamped to the month's last day. */
export function shiftMonths(date: IsoDate, months: number): IsoDate {
  return iso(addMonths(utc(date), months));
}

/** Nights from check-in to check-out (0 for a day-use stay). */
export function nightCount(checkin: IsoDate, checkout: IsoDate): number {
  return differenceInCalendarDays(utc(checkout), utc(checkin));
}

/** Each night of the stay, by the date the night starts. */
export function stayNights(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const count = nightCount(checkin, checkout);
  return Array.from({ length: Math.max(0, count) }, (_, i) => shiftDate(checkin, i));
}

/** The calendar date at the hotel at this instant. */
export function hotelToday(timezone: string, now: Date): IsoDate {
  return format(new TZDate(now, timezone), 'yyyy-MM-dd');
}

/** The instant a wall-clock time happens at the hotel, e.g. 15:00 on 2026-12-01 in Asia/Tokyo. */
export function hotelInstant(date: IsoDate, hour: number, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, timezone).getTime());
}
