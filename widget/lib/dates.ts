/** Calendar arithmetic on YYYY-MM-DD strings (spec 2 §9.2). Display formatting is in ui/dates.tsx. */

const DAY_MS = 86_400_000;

function toUtc(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(toUtc(value)).toISOString().slice(0, 10) === value;
}

/** The date `days` after (or before) a date. */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The same day `months` months later (or earlier), kept inside a shorter month (Jan 31 → Feb 28),
 * as the server counts the reservable period.
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Nights between check-in and check-out. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((toUtc(checkout) - toUtc(checkin)) / DAY_MS);
}

/** A formatter per time zone: making one costs milliseconds (the zone's data), and the first screen asks several times. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the hotel's: spec 2 §9.2, policies run in facility local time). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    let format = dayFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      dayFormats.set(timeZone, format);
    }
    const parts = format.formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
