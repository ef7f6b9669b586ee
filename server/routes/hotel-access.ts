import { MAX_NIGHTS } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findHotelByCode, listKidsTiers, type HotelRow } from '../db/repositories/hotels-repository.ts';
import { listActiveCompanions } from '../db/repositories/programs-repository.ts';
import { checkStay } from '../domain/stay-rules.ts';
import { isGuestsProblem, resolveRoomGuests, type RoomGuests, type RoomGuestsInput } from '../domain/room-guests.ts';
import type { ClientSession } from '../http/client-session.ts';
import { ApiFailure } from '../http/failure.ts';
import { FIELD_MESSAGES, REASONS, TITLES } from '../http/messages.ts';

/**
 * The hotel a call names, checked against the client session's brand. An unknown code is a
 * 404; a session of another brand is treated as expired (403, 4000) so the widget renews it.
 */
export async function requireHotel(deps: AppDeps, code: string, session: ClientSession): Promise<HotelRow> {
  const hotel = await findHotelByCode(deps.db, code);
  if (!hotel) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.hotelNotFound, [{ code: ERROR_REASONS.hotelNotFound, message: TITLES.hotelNotFound }]);
  if (hotel.brand_id !== session.brandId) {
    throw new ApiFailure(403, ERROR_CODES.sessionExpired, TITLES.sessionExpired, [{ code: 'client_session_brand_mismatch', message: TITLES.sessionExpired }]);
  }
  return hotel;
}

/** Refuses a stay the calendar rules forbid (spec 1 §5), with the reason in the details. */
export function assertStay(deps: AppDeps, hotel: HotelRow, checkin: string, checkout: string): void {
  const problem = checkStay({
    checkin, checkout, timezone: hotel.timezone, now: deps.now(),
    reservableMonths: hotel.settings.reservable_period_months, yesterdayBookable: hotel.settings.yesterday_bookable,
  });
  if (!problem) return;
  if (problem.reason === 'outside_reservable_period') {
    throw new ApiFailure(422, ERROR_CODES.outsideReservablePeriod, TITLES.outsideReservablePeriod, [], {}, { lastDate: problem.lastDate });
  }
  const field = problem.reason === ERROR_REASONS.datesInPast ? 'checkin_date' : 'checkout_date';
  throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
    [field]: [{ code: problem.reason, message: REASONS[problem.reason], values: { max: MAX_NIGHTS } }],
  });
}

/**
 * Checks the rooms of a search or a booking: no more than the hotel's multi-room limit, and each
 * room's guests within the kids setting and the guest limits (spec 1 §5). A broken rule is a 422
 * naming the room (`rooms.1`). Answers the rooms with the kids setting and the guest's companions applied.
 */
export async function assertRooms(deps: AppDeps, hotel: HotelRow, rooms: RoomGuestsInput[], { field = 'rooms', indexed = false } = {}): Promise<RoomGuests[]> {
  const limit = Math.max(1, hotel.settings.multi_rooms_search_limit);
  if (rooms.length > limit) {
    throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], { [field]: [{ code: ERROR_REASONS.tooManyRooms, message: FIELD_MESSAGES.too_many_rooms!, values: { max: limit } }] });
  }
  const [tiers, companions] = await Promise.all([listKidsTiers(deps.db, hotel.id), listActiveCompanions(deps.db, hotel.brand_id)]);
  return rooms.map((room, index) => {
    const result = resolveRoomGuests(room, hotel.settings, tiers, companions);
    if (!isGuestsProblem(result)) return result;
    const values = 'age' in result ? { age: result.age } : 'max' in result ? { max: result.max } : {};
    throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
      [indexed || rooms.length > 1 ? `${field}.${index}` : field]: [{ code: result.reason, message: REASONS[result.reason], values }],
    });
  });
}
