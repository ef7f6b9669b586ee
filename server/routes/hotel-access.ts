import { MAX_NIGHTS } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findHotelByCode, listKidsTiers, type HotelRow } from '../db/repositories/hotels-repository.ts';
import { checkStay } from '../domain/stay-rules.ts';
import { guestsInRoom } from '../domain/room-search.ts';
import type { ClientSession } from '../http/client-session.ts';
import { ApiFailure } from '../http/failure.ts';
import { REASONS, TITLES } from '../http/messages.ts';

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

/** Checks the guests of one room against the hotel's kids tiers and guest limit; returns the tiers. */
export async function assertGuests(deps: AppDeps, hotel: HotelRow, adults: number, kids: Array<{ code: string; count: number }>, field: string) {
  const tiers = await listKidsTiers(deps.db, hotel.id);
  const children = kids.filter((k) => k.count > 0);
  const unknown = children.some((k) => !tiers.some((t) => t.code === k.code));
  if (children.length > 0 && (!hotel.settings.kids_accept || unknown)) {
    throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], { [field]: [{ code: 'kids_not_accepted', message: REASONS.kids_not_accepted }] });
  }
  const max = hotel.settings.max_guests_per_room;
  if (guestsInRoom(adults, children, tiers) > max || adults + children.reduce((s, k) => s + k.count, 0) > max) {
    throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], { [field]: [{ code: ERROR_REASONS.tooManyGuests, message: REASONS.too_many_guests, values: { max } }] });
  }
  return tiers;
}
