import { describe, expect, it } from 'vitest';
import type { OfferCancellationPolicy } from '../../../shared/api/rooms.ts';
import { offerCancellation } from './offer-cancellation.ts';

const policy = (parts: OfferCancellationPolicy['cancellation_policy_parts']): OfferCancellationPolicy => ({
  id: 'p',
  cancellation_policy_parts: parts,
  no_show_percentage_of_cost: 100,
});

// the demo's standard policy: 20% from 7 days before, 50% from 2 days before, 80% from 15:00 the day before
const standard = policy([
  { days_before: 7, hours_after: null, percentage_of_cost: 20 },
  { days_before: 2, hours_after: null, percentage_of_cost: 50 },
  { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
]);
const nonRefundable = policy([{ days_before: 999, hours_after: null, percentage_of_cost: 100 }]);
const TOKYO = 'Asia/Tokyo';

describe('the cancellation line of an offer', () => {
  it('is free until the day before the first fee tier starts', () => {
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-11-25T03:00:00Z'), TOKYO)).toEqual({ kind: 'free_until', date: '2026-12-08', hour: null });
  });

  it('reads the booking time on the hotel’s clock: late on the last free day in Tokyo is already the next day there', () => {
    // 2026-12-08 16:00 UTC is 2026-12-09 01:00 in Tokyo: the 20% tier has started
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-12-08T14:59:00Z'), TOKYO)).toEqual({ kind: 'free_until', date: '2026-12-08', hour: null });
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-12-08T16:00:00Z'), TOKYO)).toEqual({ kind: 'fee_from_booking', percentage: 20 });
    // the same instant is still the last free day in Honolulu
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-12-08T16:00:00Z'), 'Pacific/Honolulu')).toEqual({
      kind: 'free_until',
      date: '2026-12-08',
      hour: null,
    });
  });

  it('says the highest tier already started when booking inside the tiers', () => {
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-12-14T01:00:00Z'), TOKYO)).toEqual({ kind: 'fee_from_booking', percentage: 50 });
    // 15:00 the day before check-in, Tokyo time
    expect(offerCancellation(standard, '2026-12-16', new Date('2026-12-15T06:00:00Z'), TOKYO)).toEqual({ kind: 'fee_from_booking', percentage: 80 });
  });

  it('is free until a tier’s hour on its own day when the tier starts at an hour', () => {
    const afternoon = policy([{ days_before: 3, hours_after: 18, percentage_of_cost: 30 }]);
    expect(offerCancellation(afternoon, '2026-12-16', new Date('2026-12-13T08:00:00Z'), TOKYO)).toEqual({ kind: 'free_until', date: '2026-12-13', hour: 18 });
    expect(offerCancellation(afternoon, '2026-12-16', new Date('2026-12-13T09:00:00Z'), TOKYO)).toEqual({ kind: 'fee_from_booking', percentage: 30 });
  });

  it('is non-refundable when the whole price is charged from booking', () => {
    expect(offerCancellation(nonRefundable, '2026-12-16', new Date('2026-11-25T03:00:00Z'), TOKYO)).toEqual({ kind: 'non_refundable' });
  });

  it('is free until the day before check-in under a policy without fees, and without a fee on the check-in day', () => {
    const free = policy([{ days_before: 3, hours_after: null, percentage_of_cost: 0 }]);
    expect(offerCancellation(free, '2026-12-16', new Date('2026-12-14T03:00:00Z'), TOKYO)).toEqual({ kind: 'free_until', date: '2026-12-15', hour: null });
    expect(offerCancellation(policy([]), '2026-12-16', new Date('2026-12-16T03:00:00Z'), TOKYO)).toEqual({ kind: 'no_fee' });
  });

  it('orders the tiers by when they start, whatever order they come in', () => {
    const reversed = policy([...standard.cancellation_policy_parts].reverse());
    expect(offerCancellation(reversed, '2026-12-16', new Date('2026-11-25T03:00:00Z'), TOKYO)).toEqual({ kind: 'free_until', date: '2026-12-08', hour: null });
  });
});
