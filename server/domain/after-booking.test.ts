import { describe, expect, it } from 'vitest';
import { afterBookingRefusal } from './after-booking.ts';

describe('changing the guests of a reservation', () => {
  it('is open until the check-in day, that day included', () => {
    expect(afterBookingRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-01')).toBeNull();
    expect(afterBookingRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-12')).toBeNull();
  });

  it('is closed the day after check-in, and once cancelled', () => {
    expect(afterBookingRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-13')).toBe('stay_past');
    expect(afterBookingRefusal({ status: 'cancelled', checkin: '2030-06-12' }, '2030-06-01')).toBe('already_cancelled');
    expect(afterBookingRefusal({ status: 'done', checkin: '2030-06-12', lockedByHotel: true }, '2030-06-01')).toBe('locked_by_hotel');
  });
});
