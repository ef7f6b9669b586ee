import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { isDayUseStay } from '../domain/day-use.ts';
import type { RoomGuests } from '../domain/room-guests.ts';
import { identicalRooms } from '../domain/room-search.ts';
import { ApiFailure } from '../http/failure.ts';
import { REASONS, TITLES } from '../http/messages.ts';

/** Spec 2 §7.3: a day-use search or booking has check-out equal to check-in; otherwise a 422 on checkout_date. */
export function assertDayUseStay(checkin: string, checkout: string): void {
  if (isDayUseStay(checkin, checkout)) return;
  throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
    checkout_date: [{ code: ERROR_REASONS.dayUseCheckout, message: REASONS.day_use_checkout_not_checkin }],
  });
}

/** Spec 1 §5: an undated search is refused when its rooms have different guests (422 on rooms). */
export function assertUndatedRooms(rooms: RoomGuests[]): void {
  if (identicalRooms(rooms)) return;
  throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
    rooms: [{ code: ERROR_REASONS.undatedRoomsDiffer, message: REASONS.undated_rooms_differ }],
  });
}
