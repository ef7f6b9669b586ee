import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { DomainError } from './errors.ts';

/** A planned card-gateway maintenance window (spec 2 §9.3): online payment is refused from `from` until `until`. */
export type MaintenanceWindow = { from: Date; until: Date };

/** The window `now` falls in, or null. */
export function maintenanceAt(windows: readonly MaintenanceWindow[], now: Date): MaintenanceWindow | null {
  return windows.find((w) => w.from.getTime() <= now.getTime() && now.getTime() < w.until.getTime()) ?? null;
}

/**
 * Reads PAYMENT_MAINTENANCE: windows as `FROM/UNTIL` ISO 8601 instants with their offset, comma
 * separated (`2024-11-18T04:00+09:00/2024-11-18T06:00+09:00`). Null when one cannot be read.
 */
export function parseMaintenanceWindows(value: string | undefined): MaintenanceWindow[] | null {
  if (!value?.trim()) return [];
  const windows: MaintenanceWindow[] = [];
  for (const part of value.split(',')) {
    const [from, until, ...rest] = part.trim().split('/');
    if (!from || !until || rest.length > 0 || !/(Z|[+-]\d\d:\d\d)$/.test(from) || !/(Z|[+-]\d\d:\d\d)$/.test(until)) return null;
    const window = { from: new Date(from), until: new Date(until) };
    if (Number.isNaN(window.from.getTime()) || Number.isNaN(window.until.getTime()) || window.until <= window.from) return null;
    windows.push(window);
  }
  return windows;
}

/**
 * Spec 2 §9.3: no online payment during the gateway's planned maintenance; the guest is told
 * until when (in the hotel's time zone) and may pay at the hotel where the plan allows it.
 */
export function assertNoMaintenance(windows: readonly MaintenanceWindow[] | undefined, now: Date, timezone: string, locale: string): void {
  const window = maintenanceAt(windows ?? [], now);
  if (!window) return;
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale as Locale] ?? 'en', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  throw new DomainError(ERROR_CODES.processing, ERROR_REASONS.paymentMaintenance, {
    values: { until: format.format(window.until) },
    meta: { maintenance_until: window.until.toISOString() },
  });
}
