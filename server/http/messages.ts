import type { MessageDescriptor } from '@lingui/core';

/** Error titles the API answers with, translated by the request's x-locale. */
export const TITLES = {
  invalidInput: /*i18n*/ { id: 'error.invalid_input', message: 'Some of the information sent is not valid.' },
  malformedJson: /*i18n*/ { id: 'error.malformed_json', message: 'The request body is not valid JSON.' },
  notFound: /*i18n*/ { id: 'error.not_found', message: 'There is nothing at this address.' },
  hotelNotFound: /*i18n*/ { id: 'error.hotel_not_found', message: 'We could not find this hotel.' },
  reservationNotFound: /*i18n*/ { id: 'error.reservation_not_found', message: 'We could not find a reservation with that number and e-mail address.' },
  sessionExpired: /*i18n*/ { id: 'error.session_expired', message: 'Your session has expired. Please try again.' },
  roomFull: /*i18n*/ { id: 'error.room_full', message: 'Sorry, this room has just become full for some of your nights. Please choose another room or other dates.' },
  planUnavailable: /*i18n*/ { id: 'error.plan_unavailable', message: 'This plan is no longer available for your search. Please search again.' },
  outsideReservablePeriod: /*i18n*/ { id: 'error.outside_reservable_period', message: 'Reservations are accepted only until {lastDate}.' },
  cannotCancel: /*i18n*/ { id: 'error.cannot_cancel', message: 'This reservation cannot be cancelled online.' },
  feeChanged: /*i18n*/ { id: 'error.fee_changed', message: 'The cancellation fee has changed. Please check the new fee before cancelling.' },
  priceChanged: /*i18n*/ { id: 'error.price_changed', message: 'The price has changed since you searched: it is now {total}. Please check the new price and confirm again.' },
  tooManyAttempts: /*i18n*/ { id: 'error.too_many_attempts', message: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.' },
  idempotencyKeyReused: /*i18n*/ { id: 'error.idempotency_key_reused', message: 'This booking request was already used for a different booking.' },
  busy: /*i18n*/ { id: 'error.busy', message: 'This booking is being processed. Please wait a moment.' },
} satisfies Record<string, MessageDescriptor>;

/** Reasons explained inside an error's details. */
export const REASONS = {
  dates_in_past: /*i18n*/ { id: 'reason.dates_in_past', message: 'The check-in date has already passed.' },
  checkout_not_after_checkin: /*i18n*/ { id: 'reason.checkout_not_after_checkin', message: 'The check-out date must be after the check-in date.' },
  stay_too_long: /*i18n*/ { id: 'reason.stay_too_long', message: 'Stays can be at most {max} nights.' },
  too_many_guests: /*i18n*/ { id: 'reason.too_many_guests', message: 'This room takes at most {max} guests.' },
  kids_not_accepted: /*i18n*/ { id: 'reason.kids_not_accepted', message: 'This hotel does not take children in this kind of booking.' },
  cancel_on_checkin_day: /*i18n*/ { id: 'reason.cancel_on_checkin_day', message: 'Cancellations on the day of check-in cannot be made online. Please call the hotel.' },
  already_cancelled: /*i18n*/ { id: 'reason.already_cancelled', message: 'This reservation has already been cancelled.' },
  price_increased: /*i18n*/ { id: 'reason.price_increased', message: 'The price went up.' },
  price_decreased: /*i18n*/ { id: 'reason.price_decreased', message: 'The price went down.' },
  stay_past: /*i18n*/ { id: 'reason.stay_past', message: 'The stay has already begun or ended.' },
} satisfies Record<string, MessageDescriptor>;

/** Field messages for the validation keys the shared schemas use (shared/api/*.ts). */
export const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  date_invalid: /*i18n*/ { id: 'field.date_invalid', message: 'Enter a date as YYYY-MM-DD.' },
  hotel_code_invalid: /*i18n*/ { id: 'field.hotel_code_invalid', message: 'This hotel code is not valid.' },
  number_invalid: /*i18n*/ { id: 'field.number_invalid', message: 'Enter a whole number.' },
  boolean_invalid: /*i18n*/ { id: 'field.boolean_invalid', message: 'Enter true or false.' },
  code_list_invalid: /*i18n*/ { id: 'field.code_list_invalid', message: 'Enter codes separated by commas.' },
  rooms_invalid: /*i18n*/ { id: 'field.rooms_invalid', message: 'The rooms searched are not valid.' },
  multi_room_unavailable: /*i18n*/ { id: 'field.multi_room_unavailable', message: 'Only one room can be booked at a time.' },
  adults_invalid: /*i18n*/ { id: 'field.adults_invalid', message: 'At least one adult must stay in each room.' },
  too_many_guests: /*i18n*/ { id: 'field.too_many_guests', message: 'Too many guests for one room.' },
  kids_tier_invalid: /*i18n*/ { id: 'field.kids_tier_invalid', message: 'This children’s age group is not valid.' },
  name_required: /*i18n*/ { id: 'field.name_required', message: 'Enter a name.' },
  name_too_long: /*i18n*/ { id: 'field.name_too_long', message: 'Names can be at most 50 characters.' },
  name_invalid_characters: /*i18n*/ { id: 'field.name_invalid_characters', message: 'Names can contain letters only.' },
  email_required: /*i18n*/ { id: 'field.email_required', message: 'Enter an e-mail address.' },
  email_invalid: /*i18n*/ { id: 'field.email_invalid', message: 'Enter a valid e-mail address.' },
  email_confirmation_required: /*i18n*/ { id: 'field.email_confirmation_required', message: 'Enter the e-mail address again.' },
  email_mismatch: /*i18n*/ { id: 'field.email_mismatch', message: 'The e-mail addresses do not match.' },
  phone_required: /*i18n*/ { id: 'field.phone_required', message: 'Enter a phone number.' },
  phone_invalid: /*i18n*/ { id: 'field.phone_invalid', message: 'Enter a phone number with digits only; a leading + is allowed.' },
  text_too_long: /*i18n*/ { id: 'field.text_too_long', message: 'Keep this to 255 characters or fewer.' },
  payment_type_invalid: /*i18n*/ { id: 'field.payment_type_invalid', message: 'Choose how to pay.' },
  locale_invalid: /*i18n*/ { id: 'field.locale_invalid', message: 'This language is not supported.' },
  reason_required: /*i18n*/ { id: 'field.reason_required', message: 'Choose a reason.' },
  reservation_number_invalid: /*i18n*/ { id: 'field.reservation_number_invalid', message: 'Enter the reservation number from your confirmation e-mail.' },
  email_or_token_required: /*i18n*/ { id: 'field.email_or_token_required', message: 'Enter the e-mail address used for the reservation.' },
  idempotency_key_required: /*i18n*/ { id: 'field.idempotency_key_required', message: 'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _.' },
  accessibility_feature_invalid: /*i18n*/ { id: 'field.accessibility_feature_invalid', message: 'This accessibility feature is not one we know.' },
  policy_not_found: /*i18n*/ { id: 'field.policy_not_found', message: 'This cancellation policy does not exist.' },
};

/** The message for a field key the schemas do not name (a wrong type, a missing field). */
export const FIELD_FALLBACK: MessageDescriptor = /*i18n*/ { id: 'field.invalid', message: 'This value is not valid.' };
