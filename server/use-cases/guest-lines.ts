import type { MessageDescriptor } from '@lingui/core';
import type { ReservationGuestLine } from '../../shared/api/reservations.ts';
import type { CompanionCode, Locale, MealBedOption } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { listKidsTiers } from '../db/repositories/hotels-repository.ts';
import { companionNames } from '../db/repositories/programs-repository.ts';
import type { Names } from '../db/schema.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';
import { translate } from '../i18n.ts';

/** Spec 1 §3 child meal and bedding options in words. */
export const MEAL_BED_LABELS: Record<MealBedOption, MessageDescriptor> = {
  meal_same_as_adult_bedding: /*i18n*/ { id: 'meal_bed.meal_same_as_adult_bedding', message: 'adult meals and a bed' },
  meal_yes_bedding: /*i18n*/ { id: 'meal_bed.meal_yes_bedding', message: 'children’s meals and a bed' },
  meal_yes: /*i18n*/ { id: 'meal_bed.meal_yes', message: 'children’s meals, no bed' },
  meal_no_bedding: /*i18n*/ { id: 'meal_bed.meal_no_bedding', message: 'a bed, no meals' },
  meal_no: /*i18n*/ { id: 'meal_bed.meal_no', message: 'no meals or bed' },
};

const ADULTS: MessageDescriptor = /*i18n*/ { id: 'guests.adults', message: 'Adults' };
const KIDS_WITH_OPTION: MessageDescriptor = /*i18n*/ { id: 'guests.kids_with_option', message: '{tier} ({option})' };

/** The names a reservation's guests are described with: its hotel's kids tiers and its brand's companions. */
export type GuestNames = { tiers: Record<string, Names>; companions: Partial<Record<CompanionCode, Names>> };

/** Reads the kids tier and companion names of a hotel and its brand. */
export async function loadGuestNames(db: Db, hotelId: string, brandId: string): Promise<GuestNames> {
  const [tiers, companions] = await Promise.all([listKidsTiers(db, hotelId), companionNames(db, brandId)]);
  return { tiers: Object.fromEntries(tiers.map((tier) => [tier.code, tier.names])), companions };
}

/** The same names from a hotel's cached configuration, for a booking: it can book active companions only. */
export function guestNamesOf(config: Pick<HotelConfig, 'tiers' | 'companions'>): GuestNames {
  return {
    tiers: Object.fromEntries(config.tiers.map((tier) => [tier.code, tier.names])),
    companions: Object.fromEntries(config.companions.map((companion) => [companion.code, companion.names])),
  };
}

/** One booked room's guests. */
type RoomGuestCounts = {
  adults: number;
  kids_tiers: Array<{ code: string; count: number; meal_bed?: MealBedOption }>;
  adult_companions: number;
  kid_companions: number;
};

/**
 * A room's guests line by line in the locale (hotel texts else in the hotel's language): the adults, each kids tier (with the meal and
 * bedding option where the hotel prices them as extras), and each kind of companion, with counts.
 */
export function guestLines(room: RoomGuestCounts, names: GuestNames, locale: Locale, hotelLocale: HotelLocale): ReservationGuestLine[] {
  const lines: ReservationGuestLine[] = [{ code: 'adults', label: translate(locale, ADULTS), count: room.adults }];
  for (const kid of room.kids_tiers) {
    const tier = names.tiers[kid.code] ? localizedText(names.tiers[kid.code]!, locale, hotelLocale) : kid.code;
    const label = kid.meal_bed ? translate(locale, KIDS_WITH_OPTION, { tier, option: translate(locale, MEAL_BED_LABELS[kid.meal_bed]) }) : tier;
    lines.push({ code: kid.meal_bed ? `${kid.code}:${kid.meal_bed}` : kid.code, label, count: kid.count });
  }
  const companion = (code: CompanionCode, count: number) => {
    const own = names.companions[code];
    if (count > 0) lines.push({ code, label: own ? localizedText(own, locale, hotelLocale) : code, count });
  };
  companion('adult_companion', room.adult_companions);
  companion('kid_tier_A_companion', room.kid_companions);
  return lines;
}
