import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { ApiError } from './api-error.ts';

/** Catalogue codes we say in our own words (spec 2 §8.1: translated when the code is known). */
const BY_CODE: Record<string, MessageDescriptor> = {
  [ERROR_CODES.roomFull]: msg`Sorry, this room has just sold out. Please choose another room or other dates.`,
  [ERROR_CODES.outsideReservablePeriod]: msg`These dates cannot be booked yet. Please choose dates closer to today.`,
  [ERROR_CODES.planMismatch]: msg`This plan can no longer be booked with these conditions. Please search again.`,
  [ERROR_CODES.busy]: msg`This reservation is being changed elsewhere. Please try again in about 5 minutes.`,
  [ERROR_CODES.processing]: msg`We could not process your request. Please try again.`,
  [ERROR_CODES.sessionExpired]: msg`Your session has expired. Please reload the page.`,
};

/** Reasons from `details.base` we say in our own words; more precise than the code. */
const BY_REASON: Record<string, MessageDescriptor> = {
  [ERROR_REASONS.hotelNotFound]: msg`This hotel could not be found.`,
  [ERROR_REASONS.reservationNotFound]: msg`We could not find a reservation with that number and e-mail.`,
  [ERROR_REASONS.cancelOnCheckinDay]: msg`Reservations cannot be cancelled online on the check-in day. Please call the hotel.`,
  [ERROR_REASONS.alreadyCancelled]: msg`This reservation has already been cancelled.`,
  [ERROR_REASONS.stayPast]: msg`This stay has already started or ended, so it cannot be cancelled online.`,
  [ERROR_REASONS.feeChanged]: msg`The cancellation fee has changed. Please check the new fee before cancelling.`,
  [ERROR_REASONS.planNotFound]: msg`This plan is no longer available. Please search again.`,
  [ERROR_REASONS.tooManyGuests]: msg`Too many guests for one room. Please lower the number of guests.`,
  [ERROR_REASONS.datesInPast]: msg`The check-in date has passed. Please choose new dates.`,
  [ERROR_REASONS.checkoutBeforeCheckin]: msg`The check-out date must be after the check-in date.`,
  [ERROR_REASONS.stayTooLong]: msg`This stay is too long to book online.`,
};

const GENERIC = msg`An error occurred. Please try again.`;

/** Spec 2 §9.3: planned maintenance of the card gateway, until a time the server gives (`meta.maintenance_until`). */
const MAINTENANCE = msg`Card payment is unavailable during planned maintenance until {until}. You can pay at the hotel where the plan allows, or try again after that time.`;

function maintenanceText(error: ApiError, i18n: I18n): string {
  const until = typeof error.meta.maintenance_until === 'string' ? new Date(error.meta.maintenance_until) : null;
  const when =
    until && !Number.isNaN(until.getTime())
      ? new Intl.DateTimeFormat(INTL_LOCALE[i18n.locale as Locale] ?? 'en', {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(until)
      : '';
  return i18n._(MAINTENANCE.id, { until: when }, { message: MAINTENANCE.message });
}

/** What to tell the guest about an error, in their language. */
export function errorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    if (error.hasReason(ERROR_REASONS.paymentMaintenance)) return maintenanceText(error, i18n);
    const reason = error.details.base.find((detail) => BY_REASON[detail.code]);
    if (reason) return i18n._(BY_REASON[reason.code]!);
    const byCode = BY_CODE[error.code];
    if (byCode) return i18n._(byCode);
    if (error.title && error.status < 500) return error.title;
  }
  return i18n._(GENERIC);
}
