/** Month grids and their words for the date picker, from Intl in the widget's locale. */
import { CURRENCY_DIGITS, type CurrencyCode } from '../../../../shared/currencies.ts';
import { addDays } from '../../../lib/dates.ts';

/** The month (YYYY-MM) of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** `count` months from `month` on. */
export function monthsFrom(month: string, count: number): string[] {
  const months = [month];
  while (months.length < count) months.push(nextMonth(months[months.length - 1]!));
  return months;
}

/** The last date of a month. */
export function lastOfMonth(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

/** Day of the week, 1 Monday to 7 Sunday (Intl's numbering). */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The locale's first day of the week (1 Monday … 7 Sunday), Sunday when Intl cannot say. */
export function firstDayOfWeek(tag: string): number {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    return (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 7;
  } catch {
    return 7;
  }
}

/** The weeks of a month as rows of 7 dates, null where a day belongs to another month. */
export function monthWeeks(month: string, firstDay: number): Array<Array<string | null>> {
  const first = `${month}-01`;
  const last = lastOfMonth(month);
  const lead = (isoWeekday(first) - firstDay + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The first and last date of the week a date is in. */
export function weekBounds(date: string, firstDay: number): { start: string; end: string } {
  const start = addDays(date, -((isoWeekday(date) - firstDay + 7) % 7));
  return { start, end: addDays(start, 6) };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached date format (a calendar formats every day of two months on each render). */
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** The most characters a weekday's header may have: seven fit a 360 px wide phone. */
const HEADER_CHARACTERS = 4;

/**
 * Weekday names from the locale's first day: short for the header, long for screen readers.
 * Where the locale's short names are whole words (Arabic, Thai: "الثلاثاء", "อาทิตย์"), which
 * run into each other in a phone's narrow column, the header takes the narrow ones ("ث", "อา"),
 * as calendars in those languages do.
 */
export function weekdayNames(tag: string, firstDay: number): Array<{ short: string; long: string }> {
  const long = dateFormat(tag, { weekday: 'long' });
  // 2024-01-01 was a Monday
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, ((firstDay - 1 + i) % 7) + 1)));
  const short = dateFormat(tag, { weekday: 'short' });
  const fits = days.every((day) => [...short.format(day)].length <= HEADER_CHARACTERS);
  const header = fits ? short : dateFormat(tag, { weekday: 'narrow' });
  return days.map((day) => ({ short: header.format(day), long: long.format(day) }));
}

/** A month's name and year, e.g. "December 2026" or "2026年12月". */
export function monthTitle(month: string, tag: string): string {
  return dateFormat(tag, { year: 'numeric', month: 'long' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A date in full for screen readers, e.g. "Wednesday, December 2, 2026". */
export function fullDate(date: string, tag: string): string {
  return dateFormat(tag, { dateStyle: 'full' }).format(new Date(`${date}T00:00:00Z`));
}

/** The day of the month in the locale's digits. */
export function dayNumber(date: string, tag: string): string {
  let format = plain.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    plain.set(tag, format);
  }
  return format.format(Number(date.slice(8, 10)));
}

const compact = new Map<string, Intl.NumberFormat>();
const plain = new Map<string, Intl.NumberFormat>();

/**
 * A price in few characters for a calendar day, e.g. "¥12K" or "￥1.2万" (amount in minor units),
 * with the currency's narrow symbol (¥ rather than JP¥: the hotel has one currency). Its words
 * are parted by plain spaces, not Intl's no-break ones, so a price of several ("14 ألف JP¥")
 * takes two lines in a phone's narrow column rather than an ellipsis.
 */
export function compactPrice(amount: number, currency: CurrencyCode, tag: string): string {
  const key = `${tag}:${currency}`;
  let format = compact.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', notation: 'compact' });
    compact.set(key, format);
  }
  return format.format(amount / 10 ** CURRENCY_DIGITS[currency]).replace(/[\u00a0\u202f]/g, ' ');
}
