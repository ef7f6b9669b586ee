import { mealBedHasBedding, MEAL_BED_OPTIONS, type CompanionCode, type MealBedOption } from '../../shared/constants.ts';
import { ERROR_REASONS } from '../../shared/errors.ts';
import type { HotelSettings } from '../db/schema.ts';
import type { GuestCharge } from './pricing.ts';

/** A kids tier as the guest rules need it. */
export type TierRule = {
  code: string;
  age_from: number;
  age_to: number;
  counts_as_guest: boolean;
  rate_percent: number;
  /** Meal and bedding options offered (tiers_with_meal_and_bed_as_extras), each with the percentage a child pays. */
  meal_bed_rates?: Partial<Record<MealBedOption, number>>;
};

/** A companion active for the guest (spec 1 §3 Program additional tiers), with what it pays. */
export type CompanionRule = { code: CompanionCode; rate_percent: number };

/** Children of one kids tier, with their meal and bedding option where the hotel prices them as extras. */
export type KidsCount = { code: string; count: number; meal_bed?: MealBedOption };

/** One room of a search or a booking as the guest wrote it. */
export type RoomGuestsInput = {
  adults: number;
  kids_tiers: KidsCount[];
  children_ages: number[];
  adult_companion?: number;
  kid_tier_A_companion?: number;
};

/** One room's guests once the hotel's kids setting and the guest's companions are applied. */
export type RoomGuests = {
  adults: number;
  /** Children by tier (and option), in the hotel's tier order, each pair once. */
  kids: KidsCount[];
  childrenAges: number[];
  /** Children of every tier. */
  children: number;
  /** Spec 2 §9.6 companions: adult_companion and kid_tier_A_companion. */
  adultCompanions: number;
  kidCompanions: number;
  /** Guests who need a bed: adults, companions, and children of tiers (or options) that take one. */
  beds: number;
  /** What each guest beyond the adults pays, as shares of the per-adult price of a night. */
  charges: GuestCharge[];
};

/** Why a room's guests break the hotel's rules. */
export type RoomGuestsProblem =
  | {
      reason:
        | typeof ERROR_REASONS.kidsNotAccepted
        | typeof ERROR_REASONS.sharedBedNotAccepted
        | typeof ERROR_REASONS.mealBedNotOffered
        | typeof ERROR_REASONS.companionNotOffered;
    }
  | { reason: typeof ERROR_REASONS.childAgeNotAccepted; age: number }
  | { reason: typeof ERROR_REASONS.tooManyChildren | typeof ERROR_REASONS.tooManyGuests; max: number };

type Settings = Pick<HotelSettings, 'kids_accept' | 'kids_type' | 'shared_bed_accept' | 'max_children_per_adult' | 'max_guests_per_room'>;

/** Files children given by age under the tier whose ages include them; null for an age no tier takes. */
function tiersOfAges(ages: number[], tiers: readonly TierRule[]): KidsCount[] | { age: number } {
  const counts = new Map<string, number>();
  for (const age of ages) {
    const tier = tiers.find((t) => age >= t.age_from && age <= t.age_to);
    if (!tier) return { age };
    counts.set(tier.code, (counts.get(tier.code) ?? 0) + 1);
  }
  return tiers.filter((t) => counts.has(t.code)).map((t) => ({ code: t.code, count: counts.get(t.code)! }));
}

/** The same tier (and option) given twice is added up; entries follow the tier order, then the option order. */
function merged(kids: readonly KidsCount[], tiers: readonly TierRule[]): KidsCount[] {
  const key = (kid: KidsCount) => `${kid.code}|${kid.meal_bed ?? ''}`;
  const counts = new Map<string, KidsCount>();
  for (const kid of kids.filter((k) => k.count > 0)) {
    const seen = counts.get(key(kid));
    counts.set(key(kid), seen ? { ...seen, count: seen.count + kid.count } : { ...kid });
  }
  const rank = (kid: KidsCount) => tiers.findIndex((t) => t.code === kid.code) * 10 + (kid.meal_bed ? MEAL_BED_OPTIONS.indexOf(kid.meal_bed) : 0);
  return [...counts.values()].sort((a, b) => rank(a) - rank(b));
}

/** A child's share of the per-adult price, and whether it takes a bed, under the hotel's kids mode. */
function childTerms(kid: KidsCount, tier: TierRule, mealBed: boolean): { ratePercent: number; bed: boolean } | null {
  if (!mealBed) return kid.meal_bed ? null : { ratePercent: tier.rate_percent, bed: tier.counts_as_guest };
  const rate = kid.meal_bed === undefined ? undefined : tier.meal_bed_rates?.[kid.meal_bed];
  return rate === undefined ? null : { ratePercent: rate, bed: mealBedHasBedding(kid.meal_bed!) };
}

/** The companions of a room priced, or the problem when the guest has none of that kind active. */
function companionCharges(input: RoomGuestsInput, companions: readonly CompanionRule[], tiers: readonly TierRule[]): GuestCharge[] | null {
  const charges: GuestCharge[] = [];
  const adult = input.adult_companion ?? 0;
  const kid = input.kid_tier_A_companion ?? 0;
  const rule = (code: CompanionCode) => companions.find((c) => c.code === code);
  if (adult > 0) {
    const found = rule('adult_companion');
    if (!found) return null;
    charges.push({ code: 'adult_companion', count: adult, ratePercent: found.rate_percent });
  }
  if (kid > 0) {
    const found = rule('kid_tier_A_companion');
    const tierA = tiers.find((t) => t.code === 'A');
    if (!found || !tierA) return null;
    charges.push({ code: 'kid_tier_A_companion', count: kid, ratePercent: (tierA.rate_percent * found.rate_percent) / 100 });
  }
  return charges;
}

/**
 * Applies the hotel's kids setting and the guest's companions to one room (spec 1 §3
 * kids_setting and Program additional tiers, §5 search and stay rules). Children come by tier,
 * by tier with a meal and bedding option (priced and bedded by the option), or by age filed
 * under the tier that takes the age. Unknown tiers, children at a hotel that takes none, options
 * the tier does not offer, bed-sharing children where sharing is not accepted, companions the
 * guest has none of, more children per adult than allowed, and more guests than a room takes are
 * problems. Companions count as guests and take beds; a kid companion counts as a child.
 */
export function resolveRoomGuests(
  input: RoomGuestsInput,
  settings: Settings,
  tiers: readonly TierRule[],
  companions: readonly CompanionRule[] = [],
): RoomGuests | RoomGuestsProblem {
  let kids = merged(input.kids_tiers, tiers);
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
  const mealBed = settings.kids_type === 'tiers_with_meal_and_bed_as_extras';
  const terms = kids.map((kid) => childTerms(kid, tiers.find((t) => t.code === kid.code)!, mealBed));
  if (terms.some((t) => t === null)) return { reason: ERROR_REASONS.mealBedNotOffered };
  const childTermsOf = terms as Array<{ ratePercent: number; bed: boolean }>;
  if (!settings.shared_bed_accept && childTermsOf.some((t) => !t.bed)) return { reason: ERROR_REASONS.sharedBedNotAccepted };

  const companionsCharged = companionCharges(input, companions, tiers);
  if (!companionsCharged) return { reason: ERROR_REASONS.companionNotOffered };
  const adultCompanions = input.adult_companion ?? 0;
  const kidCompanions = input.kid_tier_A_companion ?? 0;
  const adults = input.adults + adultCompanions;
  if (children + kidCompanions > adults * settings.max_children_per_adult)
    return { reason: ERROR_REASONS.tooManyChildren, max: settings.max_children_per_adult };
  const beds = adults + kidCompanions + kids.reduce((sum, kid, index) => sum + (childTermsOf[index]!.bed ? kid.count : 0), 0);
  if (beds > settings.max_guests_per_room || adults + children + kidCompanions > settings.max_guests_per_room) {
    return { reason: ERROR_REASONS.tooManyGuests, max: settings.max_guests_per_room };
  }
  const charges = [...kids.map((kid, index) => ({ code: kid.code, count: kid.count, ratePercent: childTermsOf[index]!.ratePercent })), ...companionsCharged];
  return { adults: input.adults, kids, childrenAges, children, adultCompanions, kidCompanions, beds, charges };
}

/**
 * The meal and bedding options a tier offers, in the contract's order: only where the hotel
 * prices them as extras, and only options with a bed where bed sharing is not accepted.
 */
export function mealBedOptionsOf(tier: TierRule, settings: Pick<Settings, 'kids_type' | 'shared_bed_accept'>): MealBedOption[] {
  if (settings.kids_type !== 'tiers_with_meal_and_bed_as_extras') return [];
  return MEAL_BED_OPTIONS.filter((option) => tier.meal_bed_rates?.[option] !== undefined && (settings.shared_bed_accept || mealBedHasBedding(option)));
}

/**
 * The kids tiers a guest may choose, each with its options: tiers whose children would share a
 * bed are left out where sharing is not accepted, and so are tiers with no option left.
 */
export function offeredTiers<T extends TierRule>(
  tiers: readonly T[],
  settings: Pick<Settings, 'kids_type' | 'shared_bed_accept'>,
): Array<T & { options: MealBedOption[] }> {
  const mealBed = settings.kids_type === 'tiers_with_meal_and_bed_as_extras';
  return tiers
    .map((tier) => ({ ...tier, options: mealBedOptionsOf(tier, settings) }))
    .filter((tier) => (mealBed ? tier.options.length > 0 : settings.shared_bed_accept || tier.counts_as_guest));
}

/**
 * A search's children put in this hotel's terms for a lowest price across hotels of a brand
 * (their kids settings differ): where meals and beds are extras, a child given without an option
 * takes its tier's cheapest; elsewhere options are dropped.
 */
export function lowestPriceKids(
  input: RoomGuestsInput,
  settings: Pick<Settings, 'kids_type' | 'shared_bed_accept'>,
  tiers: readonly TierRule[],
): RoomGuestsInput {
  const kids = input.kids_tiers.map((kid) => {
    const { meal_bed: option, ...plain } = kid;
    if (settings.kids_type !== 'tiers_with_meal_and_bed_as_extras') return plain;
    const tier = tiers.find((t) => t.code === kid.code);
    if (option || !tier) return kid;
    const rate = (o: MealBedOption) => tier.meal_bed_rates?.[o] ?? 0;
    const [cheapest] = mealBedOptionsOf(tier, settings).sort((a, b) => rate(a) - rate(b));
    return cheapest ? { ...plain, meal_bed: cheapest } : plain;
  });
  return { ...input, kids_tiers: kids };
}

/** True when the value is a problem rather than resolved guests. */
export function isGuestsProblem(value: RoomGuests | RoomGuestsProblem): value is RoomGuestsProblem {
  return 'reason' in value;
}
