import { describe, expect, it } from 'vitest';
import { quoteCancellation } from './cancellation.ts';

const STANDARD = [
  { days_before: 7, hours_after: null, percentage_of_cost: 20 },
  { days_before: 2, hours_after: null, percentage_of_cost: 50 },
  { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
];
const quote = (now: string, checkin = '2026-12-20') =>
  quoteCancellation({ parts: STANDARD, checkin, timezone: 'Asia/Tokyo', now: new Date(now), totalPrice: 30001, cancelled: false, locked: false });

describe('cancellation fees', () => {
  it('is free before the first tier starts', () => {
    expect(quote('2026-12-12T14:59:00Z')).toEqual({ cancellable: true, reason: null, percentage: 0, fee: 0 });
  });

  it('applies 20% from midnight hotel time 7 days before check-in', () => {
    // midnight of 13 December in Tokyo is 15:00 UTC on the 12th
    expect(quote('2026-12-12T15:00:00Z')).toMatchObject({ percentage: 20, fee: 6000 });
  });

  it('applies the 80% tier only from 15:00 the day before', () => {
    expect(quote('2026-12-19T05:59:00Z')).toMatchObject({ percentage: 50, fee: 15000 });
    expect(quote('2026-12-19T06:00:00Z')).toMatchObject({ percentage: 80, fee: 24000 });
  });

  it('takes the fee from the tier in force, however the policy lists its tiers', () => {
    const tiers = [
      { days_before: 14, hours_after: null, percentage_of_cost: 10 },
      { days_before: 7, hours_after: null, percentage_of_cost: 20 },
      { days_before: 3, hours_after: 12, percentage_of_cost: 30 },
      { days_before: 2, hours_after: null, percentage_of_cost: 50 },
      { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
    ];
    const orders = [tiers, [...tiers].reverse(), [tiers[1]!, tiers[3]!, tiers[2]!, tiers[4]!, tiers[0]!]];
    // check-in 20 December in Tokyo (UTC+9); each moment falls inside one tier
    const moments: Array<[string, number]> = [
      ['2026-12-05T14:59:00Z', 0], // before 14 days
      ['2026-12-05T15:00:00Z', 10], // 6 December 00:00
      ['2026-12-10T03:00:00Z', 10],
      ['2026-12-12T15:00:00Z', 20], // 13 December 00:00
      ['2026-12-17T02:59:00Z', 20],
      ['2026-12-17T03:00:00Z', 30], // 17 December 12:00
      ['2026-12-17T15:00:00Z', 50], // 18 December 00:00
      ['2026-12-19T05:59:00Z', 50],
      ['2026-12-19T06:00:00Z', 80], // 19 December 15:00
    ];
    for (const parts of orders) {
      for (const [now, percentage] of moments) {
        const quoted = quoteCancellation({
          parts,
          checkin: '2026-12-20',
          timezone: 'Asia/Tokyo',
          now: new Date(now),
          totalPrice: 45_999,
          cancelled: false,
          locked: false,
        });
        expect({ now, percentage: quoted.percentage, fee: quoted.fee }).toEqual({ now, percentage, fee: Math.floor((45_999 * percentage) / 100) });
      }
    }
  });

  it('cannot be cancelled online on the check-in day at the hotel, nor after', () => {
    expect(quote('2026-12-19T15:00:00Z')).toMatchObject({ cancellable: false, reason: 'cancel_on_checkin_day' });
    expect(quote('2026-12-21T00:00:00Z')).toMatchObject({ cancellable: false, reason: 'stay_past' });
  });

  it('cannot be cancelled online once the hotel’s staff edited it, and still says the fee in force', () => {
    const locked = quoteCancellation({
      parts: STANDARD,
      checkin: '2026-12-20',
      timezone: 'Asia/Tokyo',
      now: new Date('2026-12-12T15:00:00Z'),
      totalPrice: 30001,
      cancelled: false,
      locked: true,
    });
    expect(locked).toEqual({ cancellable: false, reason: 'locked_by_hotel', percentage: 20, fee: 6000 });
  });

  it('says a cancelled reservation is already cancelled', () => {
    expect(
      quoteCancellation({
        parts: STANDARD,
        checkin: '2026-12-20',
        timezone: 'Asia/Tokyo',
        now: new Date('2026-12-01T00:00:00Z'),
        totalPrice: 100,
        cancelled: true,
        locked: false,
      }),
    ).toMatchObject({ cancellable: false, reason: 'already_cancelled' });
  });
});
