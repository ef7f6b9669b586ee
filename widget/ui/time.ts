import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';

/** A time of day, given as "HH:mm" or an hour, in the locale's words ("3:00 PM" / "15:00"). */
export function formatTime(time: string | number, locale: Locale): string {
  const [hour, minute] = typeof time === 'number' ? [time, 0] : time.split(':').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2000, 0, 1, hour ?? 0, minute ?? 0)),
  );
}

/** A calendar date (YYYY-MM-DD) at an hour of that day, short, in the locale's words ("Tue, Dec 8, 6:00 PM"). */
export function formatDateAtHour(iso: string, hour: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`));
}
