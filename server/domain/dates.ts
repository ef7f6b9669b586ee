import { TZDate } from '@date-fns/tz';

/** A calendar date as YYYY-MM-DD, the spec's date format (spec 2 §9.2). */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (read as a UTC day, so the server's zone never matters). */
function dayNumber(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Writes a UTC year, month (0-11) and day as YYYY-MM-DD (years 0-9999). */
function isoOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month + 1)}-${pad2(day)}`;
}

function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The date `days` after `date` (negative goes back). */
export function shiftDate(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** The date `months` after `date`, clamped to the month's last day. */
export function shiftMonths(date: IsoDate, months: number): IsoDate {
  const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOf(year, month, Math.min(Number(date.slice(8, 10)), lastDay));
}

/** Nights from check-in to check-out (0 for a day-use stay). */
export function nightCount(checkin: IsoDate, checkout: IsoDate): number {
  return dayNumber(checkout) - dayNumber(checkin);
}

/** Each night of the stay, by the date the night starts. */
export function stayNights(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const first = dayNumber(checkin);
  const count = dayNumber(checkout) - first;
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromDayNumber(first + i));
}

const MINUTE_MS = 60_000;
// one formatter per time zone (building one is far dearer than using it), and the date it gave
// for the last UTC minute asked: a zone's date changes only at midnight, on a whole minute of UTC
const calendarOf = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: IsoDate }>();

/** The calendar date at the hotel at this instant. */
export function hotelToday(timezone: string, now: Date): IsoDate {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let calendar = calendarOf.get(timezone);
  if (calendar?.minute === minute) return calendar.date;
  if (!calendar) {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'gregory' });
    calendar = { format, minute: Number.NaN, date: '' };
    calendarOf.set(timezone, calendar);
  }
  const parts = calendar.format.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  calendar.minute = minute;
  calendar.date = isoOf(part('year'), part('month') - 1, part('day'));
  return calendar.date;
}

/** The instant a wall-clock time happens at the hotel, e.g. 15:00 on 2026-12-01 in Asia/Tokyo. */
export function hotelInstant(date: IsoDate, hour: number, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, timezone).getTime());
}
