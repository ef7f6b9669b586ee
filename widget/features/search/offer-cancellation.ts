import { computed } from 'nanostores';
import type { OfferCancellationPolicy, RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { addDays } from '../../lib/dates.ts';
import { $settings } from '../../lib/settings.ts';
import { $results } from './search-store.ts';

/**
 * What cancelling an offer costs, in one line (spec 1 §3 cancellation policy, spec 2 §9.2):
 * free until a day (`hour`: until that time of it, hotel time), the whole price from booking,
 * a share of it from booking, or no fee at all.
 */
export type OfferCancellation =
  | { kind: 'free_until'; date: string; hour: number | null }
  | { kind: 'non_refundable' }
  | { kind: 'fee_from_booking'; percentage: number }
  | { kind: 'no_fee' };

type Part = OfferCancellationPolicy['cancellation_policy_parts'][number];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The terms of one offer for a stay from `checkin`, booked at `now`. A tier starts `days_before`
 * days before check-in at `hours_after` o'clock (midnight when null) in the hotel's time zone, so
 * "now" is read on the hotel's clock, not the guest's.
 */
export function offerCancellation(policy: OfferCancellationPolicy, checkin: string, now: Date, timeZone: string): OfferCancellation {
  const clock = clockIn(timeZone, now);
  const startOf = (part: Part) => `${addDays(checkin, -part.days_before)}T${pad(part.hours_after ?? 0)}:00`;
  const charged = policy.cancellation_policy_parts.filter((part) => part.percentage_of_cost > 0).sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const first = charged[0];
  // spec 1 §4: no cancelling online on the check-in day, so a policy without fees is free until the day before
  const freeLast = first ? freeUntil(first, checkin) : { date: addDays(checkin, -1), hour: null };
  const freeEnd = freeLast.hour === null ? `${addDays(freeLast.date, 1)}T00:00` : `${freeLast.date}T${pad(freeLast.hour)}:00`;
  if (clock < freeEnd) return { kind: 'free_until', ...freeLast };
  const percentage = charged.filter((part) => startOf(part) <= clock).reduce((most, part) => Math.max(most, part.percentage_of_cost), 0);
  if (percentage >= 100) return { kind: 'non_refundable' };
  return percentage > 0 ? { kind: 'fee_from_booking', percentage } : { kind: 'no_fee' };
}

/** The date and time of day in a time zone, written YYYY-MM-DDTHH:mm (24-hour), so two compare as strings. */
function clockIn(timeZone: string, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  } catch {
    return now.toISOString().slice(0, 16);
  }
}

/** The last moment without a fee before a tier: the day before it, or its own day up to its hour. */
function freeUntil(part: Part, checkin: string): { date: string; hour: number | null } {
  const day = addDays(checkin, -part.days_before);
  return part.hours_after ? { date: day, hour: part.hours_after } : { date: addDays(day, -1), hour: null };
}

/** The check-in of one offer: its own first night in an undated search, else the search's. */
function checkinOf(offer: RoomPlanResult, result: RoomSearchResult): string {
  return offer.nightly_prices[0]?.date ?? result.checkin_date;
}

/** Each offer's cancellation terms of the results shown, by room plan code (none where the answer has no policy). */
export const $offerCancellations = computed([$results, $settings], (state, settings) => {
  const terms = new Map<string, OfferCancellation>();
  if (state.status !== 'done' || !settings.data) return terms;
  const { result } = state;
  const policies = new Map((result.cancellation_policies ?? []).map((policy) => [policy.id, policy]));
  const now = new Date();
  const offers = [...result.room_types.flatMap((type) => type.room_plans), ...result.plans.flatMap((plan) => plan.rooms)];
  for (const offer of offers) {
    const policy = policies.get(offer.cancellation_policy_id);
    if (policy && !terms.has(offer.room_plan_code))
      terms.set(offer.room_plan_code, offerCancellation(policy, checkinOf(offer, result), now, settings.data.timezone));
  }
  return terms;
});
