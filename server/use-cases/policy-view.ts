import type { CancellationPolicy } from '../../shared/api/cancellation-policies.ts';
import type { OfferCancellationPolicy, RoomSearchResult } from '../../shared/api/rooms.ts';
import type { Locale } from '../../shared/constants.ts';
import type { PolicyRow } from '../db/repositories/policies-repository.ts';
import type { PolicySnapshot } from '../db/schema.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';

/** A stored policy (or a reservation's snapshot of one) as the API shows it, in `locale` (else the hotel's language). */
export function policyView(policy: PolicySnapshot, locale: Locale, hotelLocale: HotelLocale): CancellationPolicy {
  return {
    id: policy.id,
    name: localizedText(policy.names, locale, hotelLocale),
    description: localizedText(policy.descriptions, locale, hotelLocale),
    cancellation_policy_parts: [...policy.parts].sort((a, b) => b.days_before - a.days_before),
    no_show_percentage_of_cost: policy.no_show_percentage,
    room_plan_codes: policy.room_plan_codes,
  };
}

/** The terms of each policy the offers of a search are sold under, each once (the room search answer). */
export function offerPolicies(policies: readonly PolicyRow[], result: Pick<RoomSearchResult, 'room_types' | 'plans'>): OfferCancellationPolicy[] {
  const ids = new Set(
    [...result.room_types.flatMap((type) => type.room_plans), ...result.plans.flatMap((plan) => plan.rooms)].map((offer) => offer.cancellation_policy_id),
  );
  return policies
    .filter((policy) => ids.has(policy.id))
    .map((policy) => ({
      id: policy.id,
      cancellation_policy_parts: [...policy.parts].sort((a, b) => b.days_before - a.days_before),
      no_show_percentage_of_cost: policy.no_show_percentage,
    }));
}
