import { ERROR_REASONS } from '../../shared/errors.ts';
import type { HotelSettings } from '../db/schema.ts';

/** A kids tier as the guest rules need it. */
export type TierRule = { code: string; age_from: number; age_to: number; counts_as_guest: boolean };

/** One room of a search or a booking as the guest wrote it. */
export type RoomGuestsInput = { adults: number; kids_tiers: Array<{ code: string; count: number }>; children_ages: number[] };

/** One room's guests once the hotel's kids setting is applied: children filed under tiers. */
export type RoomGuests = {
  adults: number;
  kids: Array<{ code: string; count: number }>;
  childrenAges: number[];
  /** Children of every tier. */
  children: number;
  /** Guests who need a bed: adults and children of tiers that take one. */
  beds: number;
};

/** Why a room's guests break the hotel's rules. */
export type RoomGuestsProblem =
  | { reason: typeof ERROR_REASONS.kidsNotAccepted | typeof ERROR_REASONS.sharedBedNotAccepted }
  | { reason: typeof ERROR_REASONS.childAgeNotAccepted; age: number }
  | { reason: typeof ERROR_REASONS.tooManyChildren | typeof ERROR_REASONS.tooManyGuests; max: number };

type Settings = Pick<HotelSettings, 'kids_accept' | 'kids_type' | 'shared_bed_accept' | 'max_children_per_adult' | 'max_guests_per_room'>;

/** Files children given by age under the tier whose ages include them; null for an age no tier takes. */
function tiersOfAges(ages: number[], tiers: readonly TierRule[]): Array<{ code: string; count: number }> | { age: number } {
  const counts = new Map<string, number>();
  for (const age of ages) {
    const tier = tiers.find((t) => age >= t.age_from && age <= t.age_to);
    if (!tier) return { age };
    counts.set(tier.code, (counts.get(tier.code) ?? 0) + 1);
  }
  return tiers.filter((t) => counts.has(t.code)).map((t) => ({ code: t.code, count: counts.get(t.code)! }));
}

/**
 * Applies the hotel's kids setting to one room (spec 1 §3 kids_setting, §5 search and stay
 * rules): children come by tier, or by age filed under the tier that takes the age; unknown
 * tiers, children at a hotel that takes none, bed-sharing tiers where sharing is not accepted,
 * more children per adult than allowed, and more guests than a room takes are problems.
 */
export function resolveRoomGuests(input: RoomGuestsInput, settings: Settings, tiers: readonly TierRule[]): RoomGuests | RoomGuestsProblem {
  let kids = input.kids_tiers.filter((k) => k.count > 0);
  let childrenAges: number[] = [];
  if (settings.kids_type === 'ages') {
    const filed = tiersOfAges(input.children_ages, tiers);
    if ('age' in filed) return { reason: ERROR_REASONS.childAgeNotAccepted, age: filed.age };
    kids = filed;
    childrenAges = [...input.children_ages];
  }
  const children = kids.reduce((sum, k) => sum + k.count, 0);
  if (children > 0 && (!settings.kids_accept || kids.some((k) => !tiers.some((t) => t.code === k.code)))) {
    return { reason: ERROR_REASONS.kidsNotAccepted };
  }
  const tierOf = (code: string) => tiers.find((t) => t.code === code)!;
  if (!settings.shared_bed_accept && kids.some((k) => !tierOf(k.code).counts_as_guest)) return { reason: ERROR_REASONS.sharedBedNotAccepted };
  if (children > input.adults * settings.max_children_per_adult) return { reason: ERROR_REASONS.tooManyChildren, max: settings.max_children_per_adult };
  const beds = input.adults + kids.reduce((sum, k) => sum + (tierOf(k.code).counts_as_guest ? k.count : 0), 0);
  if (beds > settings.max_guests_per_room || input.adults + children > settings.max_guests_per_room) {
    return { reason: ERROR_REASONS.tooManyGuests, max: settings.max_guests_per_room };
  }
  return { adults: input.adults, kids, childrenAges, children, beds };
}

/** True when the value is a problem rather than resolved guests. */
export function isGuestsProblem(value: RoomGuests | RoomGuestsProblem): value is RoomGuestsProblem {
  return 'reason' in value;
}
