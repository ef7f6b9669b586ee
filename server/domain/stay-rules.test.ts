import { describe, expect, it } from 'vitest';
import { nightCount, shiftMonths, stayNights, hotelToday } from './dates.ts';
import { checkStay } from './stay-rules.ts';

const rules = { timezone: 'Asia/Tokyo', now: new Date('2026-12-01T01:00:00Z'), reservableMonths: 12, yesterdayBookable: false };

describe('dates and stay rules', () => {
  it('counts nights and lists them by the date each starts, across months and years', () => {
    expect(nightCount('2026-12-30', '2027-01-02')).toBe(3);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('knows the date at the hotel, not at the server', () => {
    expect(hotelToday('Asia/Tokyo', new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
    expect(hotelToday('Asia/Taipei', new Date('2026-11-30T15:30:00Z'))).toBe('2026-11-30');
  });

  it('accepts a stay from today to within the reservable period', () => {
    expect(checkStay({ ...rules, checkin: '2026-12-01', checkout: '2026-12-02' })).toBeNull();
    expect(checkStay({ ...rules, checkin: '2027-11-30', checkout: '2027-12-01' })).toBeNull();
  });

  it('refuses the past, backwards or empty stays, stays over 30 nights, and dates beyond the period', () => {
    expect(checkStay({ ...rules, checkin: '2026-11-30', checkout: '2026-12-02' })).toEqual({ reason: 'dates_in_past' });
    expect(checkStay({ ...rules, checkin: '2026-12-05', checkout: '2026-12-05' })).toEqual({ reason: 'checkout_not_after_checkin' });
    expect(checkStay({ ...rules, checkin: '2026-12-05', checkout: '2027-01-05' })).toEqual({ reason: 'stay_too_long' });
    expect(checkStay({ ...rules, checkin: '2027-12-01', checkout: '2027-12-03' })).toEqual({ reason: 'outside_reservable_period', lastDate: '2027-12-01' });
  });

  it('sells last night after midnight when the hotel allows it', () => {
    expect(checkStay({ ...rules, yesterdayBookable: true, checkin: '2026-11-30', checkout: '2026-12-01' })).toBeNull();
  });
});
