import type { MessageDescriptor } from '@lingui/core';
import type { UpdateRefusal } from '../../shared/api/reservation-updates.ts';
import type { ExtrasChangeRefusal } from '../domain/extras-change.ts';

/** Why a reservation cannot be changed online (spec 1 §4, §6), as update_settings and a refused change say it. */
export const UPDATE_REASONS = {
  not_offered: /*i18n*/ { id: 'reason.update.not_offered', message: 'This hotel does not take changes online. Please call the hotel at {phone}.' },
  already_cancelled: /*i18n*/ { id: 'reason.update.already_cancelled', message: 'This reservation has been cancelled and cannot be changed.' },
  locked_by_hotel: /*i18n*/ {
    id: 'reason.update.locked_by_hotel',
    message: 'The hotel has made changes to this reservation, so it can no longer be changed or cancelled online. Please call the hotel at {phone}.',
  },
  payment_pending: /*i18n*/ {
    id: 'reason.update.payment_pending',
    message: 'This reservation is waiting for its card payment and cannot be changed until it is paid.',
  },
  prepaid: /*i18n*/ {
    id: 'reason.update.prepaid',
    message: 'Part of this reservation was paid online in a way that cannot be changed online. Please call the hotel at {phone}.',
  },
  change_deadline_passed: /*i18n*/ {
    id: 'reason.update.change_deadline_passed',
    message: 'Changes can be made online until the day before check-in. Please call the hotel at {phone}.',
  },
} satisfies Record<UpdateRefusal, MessageDescriptor>;

/** Why a reservation's extras cannot be changed online (spec 1 §4, §6): the update's sentences, and one for a stay paid by card. */
export const EXTRAS_REASONS = {
  already_cancelled: UPDATE_REASONS.already_cancelled,
  locked_by_hotel: UPDATE_REASONS.locked_by_hotel,
  payment_pending: UPDATE_REASONS.payment_pending,
  prepaid: /*i18n*/ {
    id: 'reason.extras.prepaid',
    message: 'The extras of a reservation paid by card cannot be changed online. Please call the hotel at {phone}.',
  },
  stay_past: /*i18n*/ { id: 'reason.extras.stay_past', message: 'The stay has ended, so its extras can no longer be changed.' },
} satisfies Record<NonNullable<ExtrasChangeRefusal>, MessageDescriptor>;

/** Issue 15: a room alone cannot be cancelled online for this reservation (the hotel's setting, a single room, how it was paid). */
export const ROOM_CANCEL_REASONS = {
  not_offered: /*i18n*/ {
    id: 'reason.room_cancel.not_offered',
    message: 'A single room of this reservation cannot be cancelled online. Please call the hotel at {phone}, or cancel the whole reservation.',
  },
} satisfies Record<string, MessageDescriptor>;

/** Why a change's new stay was refused (details of a 422, by field). */
export const CHANGE_FIELD_REASONS = {
  update_rooms_count: /*i18n*/ { id: 'reason.update.rooms_count', message: 'Choose a room for each of the {count} rooms of the reservation.' },
  below_original_minimum_nights: /*i18n*/ {
    id: 'reason.update.below_minimum_nights',
    message: 'The new stay must last at least {min, plural, one {# night} other {# nights}}, as the original stay required.',
  },
  plan_change_not_allowed: /*i18n*/ {
    id: 'reason.update.plan_change_not_allowed',
    message: 'The plan of a reservation cannot be changed: choose a room of the same plan.',
  },
  displayed_total_required: /*i18n*/ { id: 'reason.update.displayed_total_required', message: 'Confirm the new total before changing the reservation.' },
} satisfies Record<string, MessageDescriptor>;

/** What the payment link of a dearer change of a stay paid by card is for, written in every locale. */
export const CHANGE_LINK_DESCRIPTION: MessageDescriptor = /*i18n*/ {
  id: 'payment_link.change_difference',
  message: 'Difference for the change of reservation {number}',
};
