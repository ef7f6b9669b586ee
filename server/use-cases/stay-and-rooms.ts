import { MAX_NIGHTS } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { listKidsTiers, type HotelRow } from '../db/repositories/hotels-repository.ts';
import { listActiveCompanions } from '../db/repositories/programs-repository.ts';
import { activeCompanions, type Audience } from '../domain/member-programmes.ts';
import { DomainError, invalidInput } from '../domain/errors.ts';
import { checkStay } from '../domain/stay-rules.ts';
import { isGuestsProblem, resolveRoomGuests, type RoomGuests, type RoomGuestsInput } from '../domain/room-guests.ts';

/** Refuses a stay the calendar rules forbid (spec 1 §5), with the reason in the details. */
export function assertStay(deps: AppDeps, hotel: HotelRow, checkin: string, checkout: string): void {
  const problem = checkStay({
    checkin,
    checkout,
    timezone: hotel.timezone,
    now: deps.now(),
    reservableMonths: hotel.settings.reservable_period_months,
    yesterdayBookable: hotel.settings.yesterday_bookable,
  });
  if (!problem) return;
  if (problem.reason === 'outside_reservable_period') {
    throw new DomainError(ERROR_CODES.outsideReservablePeriod, problem.reason, { values: { lastDate: problem.lastDate } });
  }
  const field = problem.reason === ERROR_REASONS.datesInPast ? 'checkin_date' : 'checkout_date';
  throw invalidInput({ [field]: [{ code: problem.reason, values: { max: MAX_NIGHTS } }] });
}

/**
 * The kids tiers and companions of a hotel's configuration as an audience sees them: a signed-in
 * member's programme adds its companions to those of everyone (spec 1 §3 Program).
 */
export function guestsConfigFor(config: HotelConfig, audience: Audience): Pick<HotelConfig, 'tiers' | 'companions'> {
  if (!audience?.programId) return config;
  return { tiers: config.tiers, companions: activeCompanions(config.companionTiers, audience.programId) };
}

/**
 * Checks the rooms of a search or a booking: no more than the hotel's multi-room limit, and each
 * room's guests within the kids setting and the guest limits (spec 1 §5). A broken rule is
 * refused naming the room (`rooms.1`). Answers the rooms with the kids setting and the guest's companions applied.
 */
export async function assertRooms(
  deps: AppDeps,
  hotel: HotelRow,
  rooms: RoomGuestsInput[],
  { field = 'rooms', indexed = false, config }: { field?: string; indexed?: boolean; config?: Pick<HotelConfig, 'tiers' | 'companions'> } = {},
): Promise<RoomGuests[]> {
  const limit = Math.max(1, hotel.settings.multi_rooms_search_limit);
  if (rooms.length > limit) throw invalidInput({ [field]: [{ code: ERROR_REASONS.tooManyRooms, values: { max: limit } }] });
  // the hotel's cached configuration when the caller has it, else read now
  const { tiers, companions } = config ?? { tiers: await listKidsTiers(deps.db, hotel.id), companions: await listActiveCompanions(deps.db, hotel.brand_id) };
  return rooms.map((room, index) => {
    const result = resolveRoomGuests(room, hotel.settings, tiers, companions);
    if (!isGuestsProblem(result)) return result;
    const values = 'age' in result ? { age: result.age } : 'max' in result ? { max: result.max } : {};
    throw invalidInput({ [indexed || rooms.length > 1 ? `${field}.${index}` : field]: [{ code: result.reason, values }] });
  });
}
